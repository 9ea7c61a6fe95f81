#include "game_code.h"

#include <sodium.h>

#include <cstring>
#include <stdexcept>

namespace ss::app {

namespace {

constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford's base 32

void ensure_sodium()
{
    if (sodium_init() < 0)
        throw std::runtime_error("libsodium could not start");
}

} // namespace

QString new_game_code()
{
    ensure_sodium();
    QString code;
    for (int i = 0; i < 8; ++i) {
        if (i == 4)
            code += '-';
        code += QChar::fromLatin1(kAlphabet[randombytes_uniform(32)]);
    }
    return code;
}

std::optional<QString> canonical_code(const QString& typed)
{
    QString out;
    for (QChar c : typed.toUpper()) {
        if (c.isSpace() || c == '-')
            continue;
        if (c == 'O')
            c = '0';
        else if (c == 'I' || c == 'L')
            c = '1';
        if (c.unicode() == 0 || c.unicode() > 127 || !std::strchr(kAlphabet, c.toLatin1()))
            return std::nullopt;
        out += c;
    }
    if (out.size() != 8)
        return std::nullopt;
    return out.left(4) + '-' + out.mid(4);
}

CodeSecrets derive_secrets(const QString& canonical)
{
    ensure_sodium();
    static_assert(crypto_pwhash_SALTBYTES == 16);
    // A fixed salt: both sides must derive the same from the code alone; the version in it
    // keeps another protocol's keys apart.
    const unsigned char salt[crypto_pwhash_SALTBYTES] = {'s', 'p', 'a', 'c', 'e', 's', 'h', 'i',
                                                         'p', 's', '-', 'c', 'o', 'd', 'e', '1'};
    const QByteArray password = canonical.toLatin1();
    unsigned char out[48];
    if (crypto_pwhash(out, sizeof out, password.constData(), static_cast<unsigned long long>(password.size()), salt,
                      3, 64u * 1024 * 1024, crypto_pwhash_ALG_ARGON2ID13) != 0)
        throw std::runtime_error("out of memory deriving the game's key");
    CodeSecrets s;
    s.key = QByteArray(reinterpret_cast<const char*>(out), 32);
    s.topic = "spaceships/1/" + QString::fromLatin1(QByteArray(reinterpret_cast<const char*>(out + 32), 16).toHex());
    sodium_memzero(out, sizeof out);
    return s;
}

} // namespace ss::app
