#include "message_seal.h"

#include <sodium.h>

#include <QDateTime>

#include <stdexcept>

namespace ss::app {

namespace {

constexpr char kVersion = 1;
constexpr int kHeader = 10; // version, role, sequence
constexpr int kNonce = crypto_aead_xchacha20poly1305_ietf_NPUBBYTES;
constexpr int kTag = crypto_aead_xchacha20poly1305_ietf_ABYTES;

} // namespace

MessageSeal::MessageSeal(QByteArray key, Role me) : key_(std::move(key)), me_(me)
{
    if (sodium_init() < 0 || key_.size() != crypto_aead_xchacha20poly1305_ietf_KEYBYTES)
        throw std::invalid_argument("a message seal needs libsodium and a 32-byte key");
    next_ = static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()) * 1000;
}

QByteArray MessageSeal::seal(const QByteArray& text)
{
    next_ = std::max(next_ + 1, static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()) * 1000);
    QByteArray out(kHeader + kNonce + text.size() + kTag, '\0');
    auto* bytes = reinterpret_cast<unsigned char*>(out.data());
    bytes[0] = kVersion;
    bytes[1] = static_cast<unsigned char>(me_);
    for (int i = 0; i < 8; ++i)
        bytes[2 + i] = static_cast<unsigned char>(next_ >> (56 - 8 * i));
    randombytes_buf(bytes + kHeader, kNonce);
    unsigned long long written = 0;
    crypto_aead_xchacha20poly1305_ietf_encrypt(bytes + kHeader + kNonce, &written,
                                               reinterpret_cast<const unsigned char*>(text.constData()),
                                               static_cast<unsigned long long>(text.size()), bytes, kHeader, nullptr,
                                               bytes + kHeader, reinterpret_cast<const unsigned char*>(key_.constData()));
    out.resize(kHeader + kNonce + static_cast<qsizetype>(written));
    return out;
}

std::optional<QByteArray> MessageSeal::open(const QByteArray& message, QString* why)
{
    const auto fail = [&](const char* reason) -> std::optional<QByteArray> {
        if (why)
            *why = QString::fromLatin1(reason);
        return std::nullopt;
    };
    if (message.size() < kHeader + kNonce + kTag)
        return fail("a message too short to be sealed");
    const auto* bytes = reinterpret_cast<const unsigned char*>(message.constData());
    if (bytes[0] != kVersion)
        return fail("a message of another protocol version");
    const char other = me_ == Role::Host ? static_cast<char>(Role::Joiner) : static_cast<char>(Role::Host);
    if (static_cast<char>(bytes[1]) != other)
        return fail("a message from the wrong side (its own sent back?)");
    std::uint64_t seq = 0;
    for (int i = 0; i < 8; ++i)
        seq = (seq << 8) | bytes[2 + i];
    QByteArray text(message.size() - kHeader - kNonce - kTag, '\0');
    unsigned long long length = 0;
    if (crypto_aead_xchacha20poly1305_ietf_decrypt(reinterpret_cast<unsigned char*>(text.data()), &length, nullptr,
                                                   bytes + kHeader + kNonce,
                                                   static_cast<unsigned long long>(message.size() - kHeader - kNonce),
                                                   bytes, kHeader, bytes + kHeader,
                                                   reinterpret_cast<const unsigned char*>(key_.constData())) != 0)
        return fail("a message not sealed with this game's key, or changed on the way");
    if (seq <= last_taken_) {
        if (why)
            why->clear(); // a copy (QoS 1 delivers at least once) or a replay: dropped
        return std::nullopt;
    }
    last_taken_ = seq;
    text.resize(static_cast<qsizetype>(length));
    return text;
}

} // namespace ss::app
