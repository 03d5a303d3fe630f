"""Effect verbs, one module per family; see docs/cards.md for the verb table."""
