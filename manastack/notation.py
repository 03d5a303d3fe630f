"""The text notation of actions and choices (the judge's script notation).

``format_action`` writes an action as text; ``parse_action`` reads text back into the
action value that answers the pending decision.  The two round-trip: for every
legal action ``a``, ``parse_action(game, format_action(game, a)) == a``.

Objects are written by name, or ``Name#id`` where the name is not unique in its
zone (``Name (#id)``, as the board and the logs show it, is read too); scenario
labels (``id:`` in a scenario) are accepted too.  See
../shared/scenario-format.md for the grammar.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Iterable

from manastack.actions import (
    Action,
    Activate,
    Assign,
    AssignStep,
    Attack,
    AttackTarget,
    BandWith,
    Block,
    BlockTarget,
    Cast,
    Choose,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    Done,
    Pass,
    Pick,
    PlayLand,
    Special,
    Step,
)
from manastack.bands import normal_bands
from manastack.core.mana import COLORS, NAME_TO_COLOR
from manastack.decisions import Decision
from manastack.rules.characteristics import chars, controller_of
from manastack.rules.naming import obj_name
from manastack.rules.priority import legal_actions, prohibited_names, sorcery_timing

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.state import GameState

Ref = tuple[str, int]


class NotationError(ValueError):
    """Text that is not a legal action here; the message says why and, where it can, what would be."""


# --- writing ---------------------------------------------------------------------------

def _label_of(state: "GameState", oid: int) -> str | None:
    for k, v in state.labels.items():
        if v == oid:
            return k
    return None


def obj_text(state: "GameState", oid: int) -> str:
    """An object's name, or ``Name#id`` if another object in the same zone has that name."""
    name = obj_name(state, oid)
    o = state.objects.get(oid)
    if o is None:
        return f"{name}#{oid}"
    if o.zone.value == "hand":
        return name  # same-named cards in a hand are interchangeable (legal actions list one)
    same = 0
    for other in _zone_ids(state, o.zone.value, o.owner):
        if other != oid and obj_name(state, other).lower() == name.lower():
            same += 1
            break
    return f"{name}#{oid}" if same else name


def _zone_ids(state: "GameState", zone: str, owner: int) -> list[int]:
    if zone == "battlefield":
        return state.battlefield
    if zone == "stack":
        return state.stack
    if zone == "exile":
        return state.exile
    p = state.players[owner]
    return {"hand": p.hand, "library": p.library, "graveyard": p.graveyard}.get(zone, [])


def ref_text(state: "GameState", ref: Ref) -> str:
    return state.players[ref[1]].name if ref[0] == "p" else obj_text(state, ref[1])


def format_action(game: "Game | GameState", action: Action) -> str:
    """The notation of ``action`` in the current position."""
    state = game if not hasattr(game, "state") else game.state
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Concede):
        return "concede"
    if isinstance(action, PlayLand):
        return f"play {obj_text(state, action.card)}"
    if isinstance(action, Cast):
        parts = [f"cast {obj_text(state, action.card)}"]
        _tail(state, parts, action.targets, action.modes, action.x, action.extras)
        return " ".join(parts)
    if isinstance(action, Activate):
        parts = [f"activate {obj_text(state, action.card)}" + (f":{action.index + 1}" if action.index else "")]
        _tail(state, parts, action.targets, action.modes, action.x, ())
        return " ".join(parts)
    if isinstance(action, Special):
        return f"special {obj_text(state, action.card)}" + (f":{action.index + 1}" if action.index else "")
    if isinstance(action, Choose):
        d = state.pending
        if d is None or d.kind != "choose":
            return "choose " + ", ".join(str(i + 1) for i in action.picks)
        if not action.picks:
            return "choose none"
        labels = []
        for i in action.picks:
            opt = d.options[i]
            dup = sum(1 for o in d.options if o.label.lower() == opt.label.lower()) > 1
            labels.append(opt.key if dup and opt.key else opt.label)
        return "choose " + ", ".join(labels)
    if isinstance(action, Attack):
        if not action.pairs:
            return "attack none"
        whom = dict(action.pairs)
        banded = {m for band in action.bands for m in band}
        groups: dict[Ref, list[int]] = {}
        for att, d2 in action.pairs:
            if att not in banded:
                groups.setdefault(d2, []).append(att)
        texts = [", ".join(obj_text(state, a) for a in band) + f" as band -> {ref_text(state, whom[band[0]])}"
                 for band in action.bands]
        texts += [", ".join(obj_text(state, a) for a in atts) + f" -> {ref_text(state, d2)}"
                  for d2, atts in groups.items()]
        return "attack " + "; ".join(texts)
    if isinstance(action, Block):
        if not action.pairs:
            return "block none"
        by_att: dict[int, list[int]] = {}
        for blk, att in action.pairs:
            by_att.setdefault(att, []).append(blk)
        return "block " + "; ".join(f"{obj_text(state, att)} with " + ", ".join(obj_text(state, b) for b in blks)
                                    for att, blks in by_att.items())
    if isinstance(action, Assign):
        return "assign " + ", ".join(f"{n} to {ref_text(state, r)}" for r, n in action.pairs)
    if isinstance(action, Step):
        return _format_step(state, action)
    raise NotationError(f"no notation for {action!r}")


def _tail(state: "GameState", parts: list[str], targets: Iterable[Ref], modes: tuple[int, ...], x: int,
          extras: tuple[str, ...]) -> None:
    targets = list(targets)
    if modes:
        parts.append("modes " + ", ".join(str(m + 1) for m in modes))
    if targets:
        parts.append("targeting " + ", ".join(ref_text(state, t) for t in targets))
    if x:
        parts.append(f"x={x}")
    if extras:
        parts.append("with " + ", ".join(extras))


# --- reading ---------------------------------------------------------------------------

_CAST = re.compile(
    r"^(?P<verb>cast|activate)\s+(?P<card>.+?)"
    r"(?:\s+modes\s+(?P<modes>[\d,\s]+?))?"
    r"(?:\s+targeting\s+(?P<targets>.+?))?"
    r"(?:\s+modes\s+(?P<modes2>[\d,\s]+?))?"
    r"(?:\s+x\s*=\s*(?P<x>\d+))?"
    r"(?:\s+with\s+(?P<extras>.+?))?\s*$",
    re.IGNORECASE)


def _split_names(text: str) -> list[str]:
    return [t.strip() for t in re.split(r",\s*", text.strip()) if t.strip()]


def _matches_obj(state: "GameState", token: str, oid: int) -> bool:
    t = token.strip()
    low = t.lower()
    if t.startswith("#") and t[1:].isdigit():
        return int(t[1:]) == oid
    m = re.fullmatch(r"(.+?)\s*(?:#(\d+)|\(#(\d+)\))", t)   # Name#12, or Name (#12) as the board shows it
    if m:
        return int(m.group(2) or m.group(3)) == oid and m.group(1).strip().lower() == obj_name(state, oid).lower()
    if low in {k.lower() for k, v in state.labels.items() if v == oid}:
        return True
    if low.startswith(ABILITY_OF) and _is_ability(state, oid):
        return _source_label_fits(state, low[len(ABILITY_OF):].strip(), oid)
    return obj_name(state, oid).lower() == low


#: How an ability on the stack is named: ``ability of CARD`` (its source's name or scenario id).
ABILITY_OF = "ability of "


def _is_ability(state: "GameState", oid: int) -> bool:
    o = state.objects.get(oid)
    return o is not None and o.kind == "ability"


def _source_label_fits(state: "GameState", label: str, oid: int) -> bool:
    """Whether ``label`` names the source of ability ``oid``: its name, or the scenario id of the source
    (which follows the card when it leaves the battlefield, as a sacrificed Mogg Fanatic's does)."""
    o = state.objects[oid]
    if o.source_name.lower() == label:
        return True
    src = o.source
    for k, v in state.labels.items():
        if k.lower() != label or src is None:
            continue
        if v == src:
            return True
        gone = state.lki.get(src)
        now = state.objects.get(v)
        if gone is not None and now is not None and src not in state.objects and v > src \
                and now.card == gone.card and now.owner == gone.owner:
            return True
    return False


def _matches_ref(state: "GameState", token: str, ref: Ref) -> bool:
    if ref[0] == "p":
        return state.players[ref[1]].name.lower() == token.strip().lower()
    return _matches_obj(state, token, ref[1])


def _group_tokens(state: "GameState", text: str, fits: Callable[[str], bool]) -> list[str]:
    """Split "A, B, C" into names, rejoining pieces where a name itself holds a comma."""
    pieces = _split_names(text)
    out: list[str] = []
    i = 0
    while i < len(pieces):
        for j in range(len(pieces), i, -1):
            cand = ", ".join(pieces[i:j])
            if fits(cand):
                out.append(cand)
                i = j
                break
        else:
            out.append(pieces[i])
            i += 1
    return out


def parse_action(game: "Game | GameState", text: str, player: int | None = None) -> Action:
    """Read ``text`` as an answer to the pending decision (or ``concede``)."""
    state = game if not hasattr(game, "state") else game.state
    t = text.strip()
    low = t.lower()
    d = state.pending
    if low == "concede":
        if player is None:
            raise NotationError("say which player concedes")
        return Concede(player)
    if d is None:
        raise NotationError("the game is over; nothing is pending")
    if d.kind == "priority":
        return _parse_priority(state, d, t)
    step = _parse_step(state, d, t)
    if step is not None:
        return step
    if d.kind == "choose":
        if not low.startswith("choose"):
            raise NotationError(f"the game waits for a choice ({d.prompt}); answer with 'choose OPTION'; "
                                f"options: {', '.join(o.label for o in d.options)}")
        return _parse_choose(state, d, t[6:].strip())
    if d.kind == "attack":
        if not low.startswith("attack"):
            raise NotationError("the game waits for the declaration of attackers; answer 'attack A, B' or "
                                "'attack none'")
        return _parse_attack(state, d, t[6:].strip())
    if d.kind == "block":
        if not low.startswith("block"):
            raise NotationError("the game waits for the declaration of blockers; answer 'block ATTACKER with B' "
                                "or 'block none'")
        return _parse_block(state, d, t[5:].strip())
    if d.kind == "assign":
        if not low.startswith("assign"):
            raise NotationError("the game waits for a division of combat damage; answer 'assign N to X, M to Y'")
        return _parse_assign(state, d, t[6:].strip())
    raise NotationError(f"unknown decision kind {d.kind}")


def _parse_priority(state: "GameState", d: Decision, t: str) -> Action:
    low = t.lower()
    if low == "pass":
        return Pass()
    options = list(d.options)
    if low.startswith("play "):
        name = t[5:].strip()
        for a in options:
            if isinstance(a, PlayLand) and _matches_obj(state, name, a.card):
                return a
        raise NotationError(_why_not(state, d.player, name, "play"))
    if low.startswith("special ") or low == "special":
        return _parse_special(state, d, t[len("special"):].strip())
    m = _CAST.match(t)
    if not m:
        raise NotationError(f"cannot read {t!r}: expected pass, play CARD, cast CARD [targeting ...], "
                            f"activate CARD[:N] [targeting ...] or special CARD[:N]")
    verb = m.group("verb").lower()
    card = m.group("card").strip()
    index = 0
    if verb == "activate":
        card, index = _card_and_index(state, card)
    modes_txt = m.group("modes") or m.group("modes2")
    modes = tuple(int(x) - 1 for x in _split_names(modes_txt)) if modes_txt else None
    x = int(m.group("x")) if m.group("x") else 0
    extras = tuple(e.lower() for e in _split_names(m.group("extras"))) if m.group("extras") else ()
    targets_txt = m.group("targets")
    cls = Cast if verb == "cast" else Activate
    found_card = False
    for a in options:
        if not isinstance(a, cls) or not _matches_obj(state, card, a.card):
            continue
        if isinstance(a, Activate) and a.index != index:
            continue
        found_card = True
        if modes is not None and tuple(a.modes) != modes:
            continue
        if a.x != x:
            continue
        if tuple(getattr(a, "extras", ())) != extras:    # an activation has none: "with ..." names nothing of it
            continue
        if targets_txt:
            toks = _group_tokens(state, targets_txt, lambda s: any(_matches_ref(state, s, r) for r in a.targets))
            if len(toks) != len(a.targets) or not all(_matches_ref(state, tk, r) for tk, r in zip(toks, a.targets)):
                continue
        elif a.targets:
            continue
        return a
    if found_card:
        raise NotationError(f"{card} can't be {verb.replace('cast', 'cast')}{'d' if verb == 'activate' else ''} "
                            f"that way now: {_choices_hint(state, options, cls, card)}")
    raise NotationError(_why_not(state, d.player, card, verb))


def _card_and_index(state: "GameState", text: str) -> tuple[str, int]:
    """``CARD:N`` -> (CARD, N - 1); a name that itself holds ":N" stays whole."""
    mi = re.fullmatch(r"(.+?):(\d+)", text)
    if mi and not any(obj_name(state, o).lower() == text.lower() for o in state.objects):
        return mi.group(1).strip(), int(mi.group(2)) - 1
    return text, 0


def _parse_special(state: "GameState", d: Decision, rest: str) -> Special:
    """``special CARD[:N]``: the Nth special action CARD offers (CR 116.2)."""
    if not rest:
        raise NotationError("special what? write 'special CARD' or 'special CARD:N' (116.2)")
    card, index = _card_and_index(state, rest)
    offered = [a for a in d.options if isinstance(a, Special) and _matches_obj(state, card, a.card)]
    for a in offered:
        if a.index == index:
            return a
    if offered:
        raise NotationError(f"{card} offers {len(offered)} special action(s) now, not a number {index + 1}")
    if not any(_matches_obj(state, card, o) for o in state.objects):
        raise NotationError(f"no card named {card!r}")
    hint = "; playing a land is 'play CARD'" if any(
        isinstance(a, PlayLand) and _matches_obj(state, card, a.card) for a in d.options) else ""
    raise NotationError(f"{card} offers no special action now (116.2: special actions such as a licid's "
                        f"\"pay to end this effect\" are taken with priority){hint}")


def _choices_hint(state: "GameState", options: list[Action], cls: type, card: str) -> str:
    forms = [format_action(state, a) for a in options
             if isinstance(a, (Cast, Activate)) and isinstance(a, cls) and _matches_obj(state, card, a.card)]
    if not forms:
        return "no legal way"
    shown = forms[:6]
    more = f" (and {len(forms) - 6} more)" if len(forms) > 6 else ""
    return "legal: " + "; ".join(shown) + more


def _why_not(state: "GameState", player: int, name: str, verb: str) -> str:
    """Explain why ``verb name`` is not a legal action for ``player`` now."""
    p = state.players[player]
    zone_ids = list(p.hand) if verb in ("play", "cast") else [
        o for o in state.permanents() if controller_of(state, o) == player] + list(p.hand)
    hits = [o for o in zone_ids if _matches_obj(state, name, o)]
    where = "hand" if verb in ("play", "cast") else "battlefield or hand"
    if not hits:
        elsewhere = [o for o in state.objects if _matches_obj(state, name, o)]
        if elsewhere:
            o = state.objects[elsewhere[0]]
            return (f"{p.name}: no {name} in the {where} (there is one in "
                    f"{state.players[o.owner].name}'s {o.zone.value})" if o.zone.value not in
                    ("battlefield", "stack", "exile") else
                    f"{p.name}: no {name} in the {where} (it is on the {o.zone.value})")
        return f"{p.name}: no card named {name!r} in the {where}"
    c = chars(state, hits[0])
    if verb == "play":
        if not c.land:
            return f"{c.name} is not a land; cast it instead"
        if not sorcery_timing(state, player):
            return "a land can be played only in your main phase with an empty stack (305.1)"
        return "only one land can be played each turn (305.2)"
    if verb == "cast":
        if c.land:
            return f"{c.name} is a land; play it instead"
        if not sorcery_timing(state, player) and "Instant" not in c.types and "flash" not in c.keywords:
            return (f"{c.name} can be cast only in your main phase with an empty stack (307.1)"
                    if "Sorcery" in c.types else
                    f"{c.name} can be cast only at sorcery speed: main phase, your turn, empty stack (302.1)")
        return f"{c.name} can't be cast now: its cost can't be paid or it has no legal targets (601.2)"
    needle = prohibited_names(state).get(c.name)
    if needle is not None:
        return (f"{c.name}'s activated abilities other than mana abilities can't be activated: its name was chosen "
                f"for {obj_name(state, needle)} (602.5)")
    return f"{c.name} has no ability that can be activated now (602.2: cost, timing or targets)"


def _parse_choose(state: "GameState", d: Decision, rest: str) -> Choose:
    if rest.lower() in ("none", ""):
        return Choose(())
    labels = [o.label.lower() for o in d.options]

    def option_fits(tok: str) -> bool:
        return _option_index(state, d, tok, set()) is not None

    toks = _group_tokens(state, rest, option_fits)
    picks: list[int] = []
    used: set[int] = set()
    for tok in toks:
        i = _option_index(state, d, tok, used)
        if i is None:
            raise NotationError(f"{tok!r} is not an option; options: {', '.join(o.label for o in d.options)}"
                                if labels else f"{tok!r} is not an option")
        picks.append(i)
        used.add(i)
    return Choose(tuple(picks))


def _option_index(state: "GameState", d: Decision, tok: str, used: set[int]) -> int | None:
    low = tok.strip().lower()
    if d.data.get("what") == "color" and low in NAME_TO_COLOR:
        low = NAME_TO_COLOR[low].lower()    # a colour by its name or its letter: "red" or "R"
    for pass_ in range(3):
        for i, o in enumerate(d.options):
            if i in used:
                continue
            if pass_ == 0 and (o.label.lower() == low or (o.key and o.key.lower() == low)):
                return i
            if pass_ == 1:
                v = o.value
                oid = v[1] if isinstance(v, tuple) and len(v) == 2 and v[0] == "o" else v if isinstance(v, int) \
                    and not isinstance(v, bool) and v in state.objects else None
                if oid is not None and isinstance(oid, int) and _matches_obj(state, tok, oid):
                    return i
            if pass_ == 2 and low.isdigit() and d.data.get("what") not in ("mode", "modes") and int(low) - 1 == i \
                    and not any(op.label.isdigit() for op in d.options):
                return i
    return None


def _resolve_obj(state: "GameState", tok: str, pool: Iterable[int], what: str) -> int:
    hits = [o for o in pool if _matches_obj(state, tok, o)]
    if not hits:
        raise NotationError(f"{tok!r} is not {what}")
    return hits[0]


#: CR 702.22c: "attack A, B as band [-> PLAYER]" (or "A, B -> PLAYER as band") declares a band.
_AS_BAND = re.compile(r"\s+as\s+band\s*$", re.IGNORECASE)


def _parse_attack(state: "GameState", d: Decision, rest: str) -> Attack:
    if rest.lower() in ("none", ""):
        return Attack(())
    cands: dict[int, list[Ref]] = d.data["candidates"]
    pairs: list[tuple[int, Ref]] = []
    bands: list[tuple[int, ...]] = []
    used: set[int] = set()
    for group in rest.split(";"):
        group = group.strip()
        who, _, to = group.partition("->")
        band = _AS_BAND.search(who) or _AS_BAND.search(to)
        who, to = _AS_BAND.sub("", who), _AS_BAND.sub("", to)
        before = len(pairs)
        for tok in _group_tokens(state, who, lambda s: any(_matches_obj(state, s, o) for o in state.permanents())):
            pool = [o for o in cands if o not in used]
            try:
                att = _resolve_obj(state, tok, pool, "a creature that can attack")
            except NotationError:
                reasons = d.data.get("why", {})
                for o, why in reasons.items():
                    if _matches_obj(state, tok, o):
                        raise NotationError(why) from None
                raise
            used.add(att)
            if to.strip():
                target = to.strip()
                defs = [r for r in cands[att] if _matches_ref(state, target, r)]
                if not defs:
                    raise NotationError(f"{tok} can't attack {target}")
                pairs.append((att, defs[0]))
            else:
                if len(cands[att]) != 1:
                    raise NotationError(f"say whom {tok} attacks: 'attack {tok} -> PLAYER'")
                pairs.append((att, cands[att][0]))
        if band:
            bands.append(tuple(sorted(att for att, _ in pairs[before:])))
    return Attack(tuple(sorted(pairs)), normal_bands(bands))


def _parse_block(state: "GameState", d: Decision, rest: str) -> Block:
    if rest.lower() in ("none", ""):
        return Block(())
    cands: dict[int, list[int]] = d.data["candidates"]
    pairs: list[tuple[int, int]] = []
    used: dict[int, list[int]] = {}     # blocker -> the attackers it blocks so far
    most: dict[int, int] = d.data.get("max_blocks", {})     # CR 509.1a: "can block an additional creature"
    attackers = sorted({a for lst in cands.values() for a in lst} | set(d.data.get("names", {})))
    for group in rest.split(";"):
        att_txt, sep, blk_txt = group.partition(" with ")
        if not sep:
            raise NotationError(f"cannot read {group.strip()!r}: write 'block ATTACKER with BLOCKER[, BLOCKER]'")
        combat = state.combat
        att_pool = list(combat.attackers) if combat else attackers
        att = _resolve_obj(state, att_txt.strip(), att_pool, "an attacking creature")
        for tok in _group_tokens(state, blk_txt, lambda s: any(_matches_obj(state, s, o) for o in state.permanents())):
            pool = [o for o in cands if len(used.get(o, ())) < most.get(o, 1) and att not in used.get(o, ())
                    and att in cands[o]]
            try:
                blk = _resolve_obj(state, tok, pool, f"a creature that can block {obj_name(state, att)}")
            except NotationError:
                for o, why in d.data.get("why", {}).items():
                    if _matches_obj(state, tok, o):
                        raise NotationError(why) from None
                raise
            used.setdefault(blk, []).append(att)
            pairs.append((blk, att))
    return Block(tuple(sorted(pairs)))


def _parse_assign(state: "GameState", d: Decision, rest: str) -> Assign:
    recips: list[Ref] = d.data["recipients"]
    pairs: list[tuple[Ref, int]] = []
    for part in re.split(r",\s*(?=\d+\s+to\s)", rest.strip()):
        m = re.fullmatch(r"(\d+)\s+to\s+(.+)", part.strip())
        if not m:
            raise NotationError(f"cannot read {part.strip()!r}: write 'N to X'")
        n, who = int(m.group(1)), m.group(2).strip()
        hits = [r for r in recips if _matches_ref(state, who, r)]
        if not hits:
            raise NotationError(f"{who!r} can't be assigned damage from this creature")
        pairs.append((hits[0], n))
    order = {r: i for i, r in enumerate(recips)}
    return Assign(tuple(sorted(pairs, key=lambda p: order[p[0]])))


# --- names that exist (an ``illegal`` line must not pass by a misspelling) --------------------

#: Words that answer a choice without naming a card or player.
_ANSWER_WORDS = frozenset({"none", "yes", "no", "keep", "mulligan", *NAME_TO_COLOR, *(c.lower() for c in COLORS)})


def _names_thing(state: "GameState", token: str, pool: list[int], players: bool) -> bool:
    t = token.strip()
    if players and any(q.name.lower() == t.lower() for q in state.players):
        return True
    if any(_matches_obj(state, t, o) for o in pool):
        return True
    if t.lower().startswith(ABILITY_OF):   # an ability named by a source that exists, on the stack or not
        return _names_thing(state, t[len(ABILITY_OF):], list(state.objects) + list(state.lki), False)
    return False


def _missing(state: "GameState", text: str | None, pool: list[int], players: bool) -> list[str]:
    if not text or not text.strip():
        return []
    fits = (lambda tok: _names_thing(state, tok, pool, players))
    return [tok for tok in _group_tokens(state, text, fits) if not fits(tok)]


def names_not_found(game: "Game | GameState", text: str) -> list[str]:
    """The cards and players that action ``text`` names but that don't exist (typos, most likely).

    Cards are looked for in every zone (casting a card from the graveyard is an illegal action, not a
    misspelling); targets, attackers, blockers and damage recipients also among the players; an answer to
    a choice among the decision's options too.  Raises :class:`NotationError` if ``text`` can't be read.
    """
    state = game if not hasattr(game, "state") else game.state
    t = text.strip()
    low = t.lower()
    verb = low.split()[0] if low.split() else ""
    rest = t[len(verb):].strip()
    everything = list(state.objects)
    if verb in ("pass", "concede") and not rest:
        return []
    if verb in ("play", "special"):
        if not rest:
            raise NotationError(f"{verb} what? write '{verb} CARD'")
        return _missing(state, _card_and_index(state, rest)[0], everything, False)
    if verb in ("cast", "activate"):
        m = _CAST.match(t)
        if not m:
            raise NotationError(f"cannot read {t!r}: write '{verb} CARD [targeting T, ...]'")
        return (_missing(state, _card_and_index(state, m.group("card").strip())[0], everything, False)
                + _missing(state, m.group("targets"), everything, True))
    if verb == "attack":
        if rest.lower() == "none":
            return []
        out: list[str] = []
        for group in rest.split(";"):
            who, _, to = group.partition("->")
            out += _missing(state, _AS_BAND.sub("", who), everything, False)
            out += _missing(state, _AS_BAND.sub("", to), everything, True)
        return out
    if verb == "block":
        if rest.lower() == "none":
            return []
        out = []
        for group in rest.split(";"):
            att, sep, blockers = group.partition(" with ")
            out += _missing(state, att, everything, False) + _missing(state, blockers, everything, False)
        return out
    if verb == "assign":
        return _missing(state, re.sub(r"(^|,)\s*\d+\s+to\s+", r"\1", rest), everything, True)
    if verb == "choose":
        d = state.pending
        words = {w.lower() for o in (d.options if d is not None and d.kind == "choose" else ())
                 for w in (o.label, o.key) if w}
        toks = _group_tokens(state, rest, lambda tok: tok.lower() in words)
        return [tok for tok in toks if tok.lower() not in words | _ANSWER_WORDS and not tok.isdigit()
                and not _names_thing(state, tok, everything, True)]
    raise NotationError(f"cannot read {t!r}: an action begins with pass, play, cast, activate, special, attack, "
                        f"block, assign, choose or concede")


# --- steps of a declaration or choice made one decision at a time (manastack.stepwise) -------

_STEP_VERBS = {"attacker": "attack", "attacks": "attack", "band": "attack", "blocker": "block", "blocks": "block",
               "pick": "choose"}


def _format_step(state: "GameState", step: Step) -> str:
    if isinstance(step, DeclareAttacker):
        return f"attacker {obj_text(state, step.creature)}"
    if isinstance(step, AttackTarget):
        return f"attacks {ref_text(state, step.defender)}"
    if isinstance(step, BandWith):
        return f"band with {obj_text(state, step.leader)}"
    if isinstance(step, DeclareBlocker):
        return f"blocker {obj_text(state, step.creature)}"
    if isinstance(step, BlockTarget):
        return f"blocks {obj_text(state, step.attacker)}"
    if isinstance(step, AssignStep):
        return f"{step.amount} to {ref_text(state, step.recipient)}"
    if isinstance(step, Pick):
        d = state.pending
        if d is None or d.kind != "choose" or not 0 <= step.index < len(d.options):
            return f"pick {step.index + 1}"
        opt = d.options[step.index]
        dup = sum(1 for o in d.options if o.label.lower() == opt.label.lower()) > 1
        return f"pick {opt.key if dup and opt.key else opt.label}"
    return "done"


def _parse_step(state: "GameState", d: Decision, t: str) -> Step | None:
    """A step of a decision made step by step (``attacker X``, ``attacks P``, ``blocker X``, ``blocks A``,
    ``N to X``, ``pick OPTION``, ``done``), or None if ``t`` is not written as one."""
    low = t.lower()
    verb, _, rest = t.partition(" ")
    verb = verb.lower()
    rest = rest.strip()
    amount = re.fullmatch(r"(\d+)\s+to\s+(.+)", t)
    if low != "done" and verb not in _STEP_VERBS and amount is None:
        return None
    kind = "assign" if amount is not None else _STEP_VERBS.get(verb, d.kind)
    if not d.stepwise or kind != d.kind:
        raise NotationError(f"{t!r} is a step of a decision made step by step ({kind}), but the game waits for: "
                            f"{d.prompt}")
    if low == "done":
        return Done()
    partial = d.partial()
    legal = partial.legal()
    if amount is not None:
        n, who = int(amount.group(1)), amount.group(2).strip()
        recips = [s.recipient for s in legal if isinstance(s, AssignStep)] + list(d.data["recipients"])
        hit = next((r for r in recips if _matches_ref(state, who, r)), None)
        if hit is None:
            raise NotationError(f"{who!r} can't be assigned damage from this creature")
        return AssignStep(hit, n)
    if verb == "pick":
        used = set(getattr(partial, "picks", ()))
        i = _option_index(state, d, rest, used)
        if i is None:
            raise NotationError(f"{rest!r} is not an option left; options: {', '.join(o.label for o in d.options)}")
        return Pick(i)
    if verb == "band":
        leader = re.sub(r"^with\s+", "", rest, flags=re.IGNORECASE)
        offered2 = [s.leader for s in legal if isinstance(s, BandWith)]
        attackers = offered2 + [o for o in getattr(partial, "pairs", {}) if o not in offered2]
        hit = next((o for o in attackers if _matches_obj(state, leader, o)), None)
        if hit is None:
            raise NotationError(f"{leader!r} is not an attacker declared so far: write 'band with ATTACKER' (702.22c)")
        return BandWith(hit)
    if verb in ("attacker", "blocker"):
        offered = [s.creature for s in legal if isinstance(s, (DeclareAttacker, DeclareBlocker))]
        pool = offered + [o for o in d.data["candidates"] if o not in offered]
        hit2 = next((o for o in pool if _matches_obj(state, rest, o)), None)
        if hit2 is None:
            why = next((w for o, w in d.data.get("why", {}).items() if _matches_obj(state, rest, o)), None)
            raise NotationError(why or f"{rest!r} is not a creature that can {d.kind} now")
        return DeclareAttacker(hit2) if verb == "attacker" else DeclareBlocker(hit2)
    whom: list[Ref] = [s.defender if isinstance(s, AttackTarget) else ("o", s.attacker)
                       for s in legal if isinstance(s, (AttackTarget, BlockTarget))]
    hit3 = next((r for r in whom if _matches_ref(state, rest, r)), None)
    if hit3 is None:
        what, first = (("a player or planeswalker the creature just declared can attack", "attacker")
                       if verb == "attacks" else ("an attacker the creature just declared can block", "blocker"))
        raise NotationError(f"{rest!r} is not {what}" if whom else f"declare a creature first: {first} NAME")
    return AttackTarget(hit3) if verb == "attacks" else BlockTarget(hit3[1])


def legal_texts(game: "Game | GameState") -> list[str]:
    """The notation of every legal action (for menus and messages)."""
    state = game if not hasattr(game, "state") else game.state
    d = state.pending
    if d is None:
        return []
    return [format_action(state, a) for a in d.legal_actions()]


__all__ = ["NotationError", "format_action", "legal_actions", "legal_texts", "names_not_found", "parse_action"]
