// Delivery that loses nothing for a game by code (issue 25): every line a side sends through
// the broker is numbered (1, 2, 3, …) and kept until the other side acknowledges it; what is
// not acknowledged is sent again — after a pause that doubles up to half a minute, and at
// once when the link to the broker comes back. So a message published before the other
// side has subscribed, or held by a broker that restarted empty, still arrives; and the
// receiver hands each line on exactly once, in order, however often a copy comes.
//
// A side's program that stops and starts again (going on from its saved game) starts a new
// epoch (when it started, in microseconds). A frame — the text inside a sealed message
// (message_seal.h) — names the sender's epoch and the epoch of the receiver it is meant for
// (0 before the sender has heard from it): 'd', from, to, the line's number (8 bytes each,
// big-endian), the line; or 'a', from, to, the highest number taken in order. A receiver
// drops what was meant for an earlier program of its own and what an earlier program of the
// other side's sent; seeing the other side's new epoch it says so (`restarted`), and both
// count afresh — the lines for the program that stopped are dropped, the game's own resume
// (docs/network-protocol.md) takes it from there. A side's first line is empty: "here I am",
// never handed on, so that the other side learns of a restart at once.
// No Qt network here: the relay (broker_relay.h) publishes what this gives it.
#pragma once

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <map>
#include <optional>

namespace ss::app {

class RelayDelivery {
public:
    // `epoch`: 0 for the clock's microseconds now.
    explicit RelayDelivery(std::uint64_t epoch = 0);

    // The frame to publish for a new line this side sends (kept until acknowledged).
    QByteArray send(const QByteArray& line);
    // Every frame not yet acknowledged, oldest first: to publish again.
    QList<QByteArray> unacknowledged() const;
    bool waiting() const { return !outbox_.empty(); }

    struct Taken {
        QList<QByteArray> lines;       // to hand on, in order
        std::optional<QByteArray> ack; // a frame to publish back
        bool acknowledged = false;     // the other side took more of ours
        bool restarted = false;        // the other side's program started again (a new epoch)
        bool met = false;              // the first frame of a program of the other side's:
                                       // what it has not taken is worth sending at once
    };
    // A frame from the other side; nothing when it is not one (said in *why).
    std::optional<Taken> take(const QByteArray& frame, QString* why = nullptr);

    std::uint64_t sent() const { return next_ - 1; }
    std::uint64_t taken() const { return expected_ - 1; }

private:
    QByteArray frame(char kind, std::uint64_t number, const QByteArray& text = {}) const;
    std::uint64_t epoch_, their_epoch_ = 0;
    std::uint64_t next_ = 1, expected_ = 1;
    std::map<std::uint64_t, QByteArray> outbox_; // number → line, until acknowledged
    std::map<std::uint64_t, QByteArray> early_;  // lines that came before those before them
};

} // namespace ss::app
