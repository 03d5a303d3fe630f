"""Answers to ``choose`` decisions: first player, mulligan, discard, sacrifice, targets, payment...

``choose`` takes the first turn, mulligans hands with too few or too many lands, puts
away surplus lands then the most expensive cards, sacrifices the least valuable
permanent, aims triggered abilities with the effect model of ``Scorer``, and pays costs
with lands rather than creatures while keeping the colours the hand still needs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.actions import Action, Choose
from manastack.agents.heuristic.bodies import Ref
from manastack.agents.heuristic.scoring import Scorer
from manastack.agents.heuristic.view import View
from manastack.cards.model import Body
from manastack.core.types import BASIC_LAND_MANA, Zone
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.triggers import trigger_ability

if TYPE_CHECKING:
    from manastack.decisions import Decision


def choose(v: View, d: "Decision") -> Action | None:
    what = d.data.get("what")
    st = v.state
    n = len(d.options)
    if what == "first_player":
        for i, o in enumerate(d.options):
            if o.value == v.me:
                return Choose((i,))
        return Choose((0,))
    if what == "mulligan":
        return Choose((1,) if _should_mulligan(v) else (0,))
    if what == "opening_hand":
        return Choose(tuple(range(n)))      # a card that may begin the game on the battlefield is best there
    if what == "may":
        return Choose((0,))     # optional triggers are almost always good for their controller
    if what == "bottom" or what == "discard" and all(o.value in st.players[v.me].hand for o in d.options):
        k = d.min
        ids = [o.value for o in d.options]
        worst = _worst_cards(v, ids, k)
        return Choose(tuple(sorted(ids.index(w) for w in worst)))
    if what in ("discard", "sacrifice"):
        k = d.min
        ids = [o.value for o in d.options]
        mine = [i for i in ids if i in st.objects and controller_of(st, i) == v.me]
        if len(mine) == len(ids):
            order = sorted(range(n), key=lambda j: (v.value(ids[j]), j))
        else:
            order = sorted(range(n), key=lambda j: (-_card_worth(v, ids[j]), j))
        return Choose(tuple(sorted(order[:k])))
    if what == "target":
        return Choose((_trigger_target(v, d),))
    if what == "color":
        need = v.colors_needed()
        best = max(range(n), key=lambda j: (need.get(str(d.options[j].value), -99), -j))
        return Choose((best,))
    if what == "payment":
        return Choose((_payment(v, d),))
    if what == "legend":
        return Choose((0,))
    if what in ("mode", "modes") and d.data.get("controller", v.me) != v.me:
        return Choose((_worst_mode_for(v, d),))
    if what == "pile":
        return Choose(_even_piles(v, [o.value for o in d.options]))
    if what == "pile_choice":
        piles = d.data.get("piles", ((), ()))
        worth = [sum(_card_worth(v, o) for o in pile) for pile in piles]
        return Choose((0 if worth[0] >= worth[1] else 1,))
    if what == "upkeep_cost":
        return Choose((_upkeep(v, d),))
    return Choose(tuple(range(d.min)))


def _worst_mode_for(v: View, d: "Decision") -> int:
    """CR 700.2e, choosing the mode of an opponent's spell or ability: the mode the effect model scores lowest
    for its controller (the first of equals)."""
    st = v.state
    source = int(d.data.get("source", -1))
    controller = int(d.data["controller"])
    if source not in st.objects or st.objects[source].zone == Zone.BATTLEFIELD:
        return 0        # an ability's modes: the first
    body = chars(st, source).card.spell
    if body is None:
        return 0
    scorer = Scorer(View(st, controller))
    # an option is a mode, or a whole choice of modes where one may be chosen more than once (700.2d)
    scores = [scorer.body(body, o.value if isinstance(o.value, tuple) else (o.value,), (), source, 0)
              for o in d.options]
    return min(range(len(scores)), key=lambda j: (scores[j], j))


def _even_piles(v: View, ids: list[int]) -> tuple[int, ...]:
    """CR 700.3 (Fact or Fiction), separating an opponent's cards: the first pile that makes the better pile
    worth least to them (every split of up to 10 cards; beyond that the most valuable card alone)."""
    worth = [_card_worth(v, o) for o in ids]
    if len(ids) > 10:
        return (max(range(len(ids)), key=lambda j: (worth[j], -j)),)
    total = sum(worth)
    best: tuple[float, tuple[int, ...]] = (total, ())
    for mask in range(1 << len(ids)):
        picks = tuple(j for j in range(len(ids)) if mask >> j & 1)
        first = sum(worth[j] for j in picks)
        best = min(best, (max(first, total - first), picks))
    return best[1]


def _upkeep(v: View, d: "Decision") -> int:
    """An upkeep cost (cumulative upkeep, echo, CR 118.12a): pay the cheapest way when what it costs is worth
    less than the permanent (mana counts more past half of what we have; life more when it runs low; each
    permanent sacrificed as a land's worth), else let the permanent go."""
    st = v.state
    me = st.players[v.me]
    worth = v.value(d.data["source"]) if d.data.get("source") in st.objects else 0.0
    mana = v.available_mana()
    best, best_score = len(d.options) - 1, 0.0
    for j, o in enumerate(d.options):
        label = o.label
        if o.value < 0 or not label.startswith("pay "):
            continue
        how = label[len("pay "):]
        if how.startswith("{"):
            m = how.count("{") - how.count("{0}") + sum(int(t) - 1 for t in _generic(how))
            cost = 1.5 * m + 2.0 * max(0.0, m - mana / 2)    # more than half our mana: spells we won't cast
        elif how.endswith(" life"):
            life = int(how.split()[0])
            cost = 0.7 * life + (100.0 if me.life - life <= 5 else 0.0)
        else:
            cost = 3.0 * int(how.split()[-1])
        if worth - cost > best_score:
            best, best_score = j, worth - cost
    return best


def _generic(cost: str) -> list[str]:
    """The generic amounts of a mana cost's text: ``{2}{U}`` -> ["2"]."""
    return [t for t in cost.replace("}", "").split("{") if t.isdigit()]


def _should_mulligan(v: View) -> bool:
    p = v.state.players[v.me]
    hand = p.hand
    size = len(hand) - p.mulligans     # cards we keep after putting some on the bottom
    lands = sum(1 for o in hand if chars(v.state, o).land)
    if size <= 5:
        return False
    if size == 6:
        return lands == 0 or lands >= 6
    return lands <= 1 or lands >= 6


def _card_worth(v: View, oid: int) -> float:
    st = v.state
    if oid not in st.objects:
        return 0.0
    c = chars(st, oid)
    if st.objects[oid].zone == Zone.BATTLEFIELD:
        return v.value(oid)
    return 2.0 + c.mana_value


def _worst_cards(v: View, ids: list[int], k: int) -> list[int]:
    """The ``k`` cards of our hand to put away: surplus lands first, then the most expensive spells."""
    st = v.state
    if k <= 0:
        return []
    in_play = v.lands_in_play(v.me)
    keep_n = len(ids) - k
    lands = [i for i in ids if chars(st, i).land]
    spells = sorted((i for i in ids if not chars(st, i).land), key=lambda i: (chars(st, i).mana_value, i))
    # lands wanted in hand: enough to reach about five lands in play, and about 40% of a fresh hand
    want_lands = max(0, 5 - in_play)
    if not st.started:
        want_lands = max(2, round(keep_n * 0.42))
    keep_lands = min(len(lands), want_lands, keep_n)
    keep_spells = min(len(spells), keep_n - keep_lands)
    keep_lands = min(len(lands), keep_n - keep_spells)
    keep = set(lands[:keep_lands]) | set(spells[:keep_spells])
    rest = [i for i in ids if i not in keep]
    return rest[:k]


def _trigger_target(v: View, d: "Decision") -> int:
    """The target of a triggered ability: judged with the effect model."""
    st = v.state
    prompt = d.prompt
    name = prompt[len("Choose a target for "):-len("'s ability")] if prompt.startswith("Choose a target for ") \
        else ""
    body: Body | None = None
    source = -1
    for t in st.triggers:
        if t.source_name != name or t.controller != v.me:
            continue
        try:
            ab = trigger_ability(st, t)
        except (AssertionError, KeyError, IndexError):
            continue
        if any(m.targets for m in ab.body.modes):
            body, source = ab.body, t.source
            break
    if body is None and name in st.db:
        for ab in st.db[name].triggered:
            if any(m.targets for m in ab.body.modes):
                body = ab.body
                break
    refs: list[Ref] = [o.value for o in d.options]
    if body is None:
        # unknown: harm the opponent if we can
        for j, r in enumerate(refs):
            if r is None:
                continue    # "choose no more targets" (CR 601.2c, casting.ask_more_targets): no target to judge
            if (r[0] == "p" and r[1] != v.me) or (r[0] == "o" and r[1] in st.objects
                                                 and controller_of(st, r[1]) != v.me):
                return j
        return 0
    scorer = Scorer(v)
    # no more targets scores as doing nothing (0): better than a target that only hurts its controller
    scores = [scorer.body(body, (), (r,), source, 0) if r is not None else 0.0 for r in refs]
    return max(range(len(refs)), key=lambda j: (scores[j], -j))


def _payment(v: View, d: "Decision") -> int:
    """Pay with lands rather than creatures, keeping the colours the hand still needs."""
    st = v.state
    creature_names = {chars(st, o).name for o in v.creatures(v.me)}
    need = v.colors_needed()
    untapped: dict[str, int] = {}
    for o in st.permanents():
        ob = st.objects[o]
        if controller_of(st, o) == v.me and not ob.tapped:
            nm = chars(st, o).name
            untapped[nm] = untapped.get(nm, 0) + 1
    best, best_key = 0, (-1e9, 0)
    for j, opt in enumerate(d.options):
        label = str(opt.label)
        names = [s.strip() for s in label.replace(" and pay", ",").removeprefix("tap ").split(",") if s.strip()]
        left = dict(untapped)
        for nm in names:
            left[nm] = left.get(nm, 0) - 1
        colors_left = set()
        for nm, cnt in left.items():
            if cnt > 0 and nm in BASIC_LAND_MANA:
                colors_left.add(BASIC_LAND_MANA[nm])
        key = (-sum(1 for nm in names if nm in creature_names) * 2.0
               + sum(1 for c in colors_left if need.get(c, 0) > -1) - (1 if "life" in label else 0), -j)
        if key > best_key:
            best, best_key = j, key
    return best
