// Every message of a game by code sealed (issue 25): encrypted and authenticated with the
// key derived from the code (game_code.h; libsodium's XChaCha20-Poly1305), the sender's
// role and a sequence number bound in. Whoever lacks the code reads nothing; a message
// changed, forged, sent back to its sender or replayed is refused — and a copy the broker
// delivers twice (QoS 1) is simply dropped.
//
// A sealed message: version (1 byte, 1), role (1 byte: 'h' host, 'j' joiner), sequence (8
// bytes, big-endian), nonce (24 bytes), then the ciphertext with its 16-byte tag; the first
// ten bytes are the associated data.
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>

namespace ss::app {

class MessageSeal {
public:
    enum class Role : char { Host = 'h', Joiner = 'j' };
    // `key`: 32 bytes. Sequence numbers start from the clock (microseconds), so that a side
    // started again after a crash still counts up past what it sent before.
    MessageSeal(QByteArray key, Role me);

    QByteArray seal(const QByteArray& text);
    // The text of a message from the other side, or nothing: *why says why not ("" for a
    // copy already taken, which is no fault).
    std::optional<QByteArray> open(const QByteArray& message, QString* why);

    // The highest sequence number taken from the other side (kept with a saved game).
    std::uint64_t last_taken() const { return last_taken_; }
    void set_last_taken(std::uint64_t seq) { last_taken_ = seq; }

private:
    QByteArray key_;
    Role me_;
    std::uint64_t next_ = 0, last_taken_ = 0;
};

} // namespace ss::app
