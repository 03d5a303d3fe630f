"""manastack.agents"""
