"""manastack.cards"""
