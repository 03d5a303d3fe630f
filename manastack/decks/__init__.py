"""manastack.decks"""
