"""manastack.judge"""
