// A game by code (issue 25, docs/network-protocol.md "Through a broker"): the short code
// the host sends the friend by any chat ("K7QF-M2XA"), and what both derive from it — the
// key that seals every message and the name of the game's topics on the broker. A code
// holds 40 random bits, few enough to guess offline from anything derived from it quickly,
// so the derivation is slow on purpose (Argon2id, libsodium's crypto_pwhash): whoever
// watches the broker without the code reads nothing and cannot find the code either.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace ss::app {

// A fresh code: eight characters of Crockford's base 32 (no I, L, O or U), as XXXX-XXXX.
QString new_game_code();
// The code as typed, made canonical: any case, spaces and dashes anywhere, O read as 0 and
// I or L as 1; nothing when it is not eight such characters.
std::optional<QString> canonical_code(const QString& typed);

struct CodeSecrets {
    QByteArray key;   // 32 bytes: the AEAD key for every message (message_seal.h)
    QString topic;    // "spaceships/1/<32 hex digits>": the game's topics start with it
};
// What both sides derive from a canonical code; about half a second, 64 MiB (the same on
// every machine and run). Never call it on the GUI thread.
CodeSecrets derive_secrets(const QString& canonical);

} // namespace ss::app
