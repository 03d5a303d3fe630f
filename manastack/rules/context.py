"""Placeholder: replaced by the effect context."""
class EffectContext:  # pragma: no cover
    pass
