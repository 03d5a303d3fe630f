"""manastack: a Magic: The Gathering rules engine."""
