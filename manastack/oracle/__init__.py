"""The Oracle-text compiler (issue 9): a card's Oracle text to the card data the loader reads.

``text`` prepares a line (reminder text out, the card's name to "this"), ``keywords`` is the table of keyword
expansions, ``grammar.lark`` the sentence grammar, ``compiler`` turns a parse into card data and loads it through
the loader's checks, ``render`` writes compiled values back as text (to catch a dropped clause) and ``coverage``
counts the statuses over the corpus.
"""
