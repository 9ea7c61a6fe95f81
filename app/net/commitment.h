// Commitments (docs/network-protocol.md): a player binds themself to a text — a setup, a
// turn's action line — without telling it, by sending the SHA-256 of the text, a newline
// and a fresh random 256-bit salt; revealing the text and the salt later lets the other
// player check it. Neither can choose after seeing the other's choice, nor change it after.
#pragma once

#include <QString>

namespace ss::app {

struct Commitment {
    QString digest; // 64 lowercase hexadecimal digits
    QString salt;   // 64 lowercase hexadecimal digits: 32 bytes from the system's secure generator
};

// A commitment to `text` with a fresh salt.
Commitment commit(const QString& text);
// The digest of `text` with this salt.
QString digest_of(const QString& text, const QString& salt);
// Whether a revealed text and salt match a digest received before.
bool matches(const QString& digest, const QString& text, const QString& salt);
// Whether the text is 64 lowercase hexadecimal digits (a digest or a salt).
bool is_hex256(const QString& text);

} // namespace ss::app
