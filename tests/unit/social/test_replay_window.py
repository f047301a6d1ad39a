"""The social stream's replay rule (domain/social/replay.py): whatever the interleaving of
sends, live deliveries (late, repeated, out of order, lost) and reconnects with ``since``, a
client receives each event exactly once and in order, or a reset after which it follows on
from the reset's number."""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.social.replay import Entry, Follower, ReplayWindow, Reset, Take, replay


@dataclass
class Client:
    """A listener as the stream handler runs it: follows live numbers, fills gaps from the
    window, and after a drop reconnects with ``since`` = the last number it received."""

    window: ReplayWindow
    follower: Follower
    received: list[int] = field(default_factory=list)
    resets: list[int] = field(default_factory=list)
    connected: bool = True

    def _fill(self) -> None:
        missed = self.window.since(self.follower.last)
        if isinstance(missed, Reset):
            self.follower.reset(missed)
            self.resets.append(missed.latest)
            self.received.append(-1)  # marks where the reset happened
            return
        for entry in missed:
            if self.follower.take(entry.seq) is Take.DELIVER:
                self.follower.delivered(entry.seq)
                self.received.append(entry.seq)

    def live(self, seq: int) -> None:
        if not self.connected:
            return
        take = self.follower.take(seq)
        if take is Take.DELIVER:
            self.follower.delivered(seq)
            self.received.append(seq)
        elif take is Take.GAP:
            self._fill()

    def drop(self) -> None:
        self.connected = False

    def reconnect(self) -> None:
        self.connected = True
        self._fill()  # hello, then what came after ``since`` = follower.last


operations = st.lists(
    st.one_of(
        st.tuples(st.just("send"), st.booleans()),  # True: its live delivery is lost
        st.tuples(st.just("deliver_late"), st.integers(0, 20)),  # a pending one, any order
        st.tuples(st.just("repeat"), st.integers(0, 20)),  # a number delivered again
        st.tuples(st.just("drop"), st.just(False)),
        st.tuples(st.just("reconnect"), st.just(False)),
    ),
    max_size=80,
)


@settings(max_examples=400, deadline=None)
@given(ops=operations, size=st.integers(0, 12), start=st.integers(0, 10**6))
def test_every_event_is_received_once_in_order_or_a_reset_says_so(
    ops: list[tuple[str, object]], size: int, start: int
) -> None:
    window = ReplayWindow(size, start)
    client = Client(window, Follower(window.latest))
    pending: list[int] = []
    sent: list[int] = []
    for op, arg in ops:
        if op == "send":
            seq = window.append(f"body {len(sent)}")
            sent.append(seq)
            if not arg:
                pending.append(seq)
        elif op == "deliver_late" and pending:
            client.live(pending.pop(int(arg) % len(pending)))
        elif op == "repeat" and sent:
            client.live(sent[int(arg) % len(sent)])
        elif op == "drop":
            client.drop()
        elif op == "reconnect":
            client.reconnect()
    client.reconnect()  # at the end, every client catches up once more
    # Between resets, the numbers received are consecutive; after the last reset (or from the
    # start) they run up to the last number sent; nothing is received twice.
    numbers = [n for n in client.received if n != -1]
    assert len(numbers) == len(set(numbers)), "an event was received twice"
    segments: list[list[int]] = [[]]
    for n in client.received:
        if n == -1:
            segments.append([])
        else:
            segments[-1].append(n)
    expected_from = [start, *client.resets]
    for first, segment in zip(expected_from, segments, strict=True):
        assert segment == list(range(first + 1, first + 1 + len(segment))), "missed or out of order"
    assert (segments[-1][-1] if segments[-1] else expected_from[-1]) == window.latest, (
        "the client is not caught up"
    )
    if not client.resets:
        assert numbers == sent, "without a reset, every event exactly once"


def test_replay_answers_what_follows_since_or_a_reset() -> None:
    window = [Entry(5, "e"), Entry(6, "f"), Entry(7, "g")]
    assert replay(window, 7, 4) == window
    assert replay(window, 7, 6) == [Entry(7, "g")]
    assert replay(window, 7, 7) == []
    assert replay(window, 7, 3) == Reset(7), "event 4 left the window"
    assert replay(window, 7, 8) == Reset(7), "ahead of the sequence: it started again"
    assert replay([], 9, 9) == []
    assert replay([], 9, 8) == Reset(9), "nothing kept, one missed"


def test_a_window_keeps_only_its_newest_events() -> None:
    window = ReplayWindow(2, 100)
    assert [window.append(b) for b in "abc"] == [101, 102, 103]
    assert window.since(101) == [Entry(102, "b"), Entry(103, "c")]
    assert window.since(100) == Reset(103)
