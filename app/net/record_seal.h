// Sealing an unfinished game's setups, for fair play [1.4]: while a game goes on, the file
// written as it goes must not show a hidden fleet to a glance, or to the other person at
// the screen. Each "setup A:" / "setup B:" line is written as "sealed A: …": the line
// encrypted with a key kept in the user's settings (a keystream of SHA-256 blocks over the
// key, a fresh nonce and a counter, and an HMAC-SHA-256 tag that tells a wrong key or a
// damaged line). When the game ends the file is written plain, an ordinary record.
// It keeps a fleet from being read by chance; it does not keep it from a determined owner
// of the machine, who can read the key in the settings (docs/record-format.md).
#pragma once

#include <QByteArray>

#include <optional>
#include <string>
#include <string_view>

namespace ss::app {

// A new 256-bit key, from the system's secure generator.
QByteArray new_seal_key();

// The record text with every setup line sealed with `key`; other lines as they were.
std::string seal_setups(std::string_view text, const QByteArray& key);

// Whether the text holds sealed setup lines (an unfinished game's file).
bool has_sealed_setups(std::string_view text);

// The text with its sealed lines opened; nothing when a line does not open with `key`
// (sealed by another user, or damaged), with *bad_line its number (from 1).
std::optional<std::string> open_sealed_setups(std::string_view text, const QByteArray& key, int* bad_line = nullptr);

} // namespace ss::app
