"""manastack.ui"""
