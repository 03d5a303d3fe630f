"""manastack.core"""
