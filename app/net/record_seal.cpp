#include "record_seal.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

#include <array>
#include <cstdint>

namespace ss::app {

namespace {

constexpr std::string_view kSetup = "setup ";
constexpr std::string_view kSealed = "sealed ";
constexpr qsizetype kNonce = 16;
constexpr qsizetype kTag = 16;

QByteArray random_bytes(qsizetype n)
{
    QByteArray bytes(n, '\0');
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return bytes;
}

// The plain bytes XORed with SHA-256(key, nonce, block counter), block by block.
QByteArray keystream_xor(const QByteArray& key, const QByteArray& nonce, QByteArray bytes)
{
    for (qsizetype at = 0, block = 0; at < bytes.size(); ++block) {
        QCryptographicHash h(QCryptographicHash::Sha256);
        h.addData(key);
        h.addData(nonce);
        const std::array<char, 4> counter{char(block >> 24), char(block >> 16), char(block >> 8), char(block)};
        h.addData(QByteArrayView(counter.data(), 4));
        const QByteArray stream = h.result();
        for (qsizetype i = 0; i < stream.size() && at < bytes.size(); ++i, ++at)
            bytes[at] = char(bytes[at] ^ stream[i]);
    }
    return bytes;
}

QByteArray tag_of(const QByteArray& key, const QByteArray& nonce, const QByteArray& cipher)
{
    return QMessageAuthenticationCode::hash(nonce + cipher, key, QCryptographicHash::Sha256).left(kTag);
}

constexpr auto kBase64 = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

// Calls `each(line, number)` for every line of the text, without its line ending.
template <typename F> void for_each_line(std::string_view text, F each)
{
    int number = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        each(line, ++number, end != std::string_view::npos);
    }
}

} // namespace

QByteArray new_seal_key() { return random_bytes(32); }

std::string seal_setups(std::string_view text, const QByteArray& key)
{
    std::string out;
    out.reserve(text.size() * 2);
    for_each_line(text, [&](std::string_view line, int, bool newline) {
        if (line.starts_with(kSetup)) {
            const QByteArray nonce = random_bytes(kNonce);
            const QByteArray plain(line.data(), static_cast<qsizetype>(line.size()));
            const QByteArray cipher = keystream_xor(key, nonce, plain);
            const std::string_view rest = line.substr(kSetup.size());
            const std::string_view side = rest.substr(0, rest.find(':')); // "A", "B"
            out += kSealed;
            out += side;
            out += ": ";
            out += (nonce + cipher + tag_of(key, nonce, cipher)).toBase64(kBase64).toStdString();
        } else {
            out += line;
        }
        if (newline)
            out += '\n';
    });
    return out;
}

bool has_sealed_setups(std::string_view text)
{
    bool found = false;
    for_each_line(text, [&](std::string_view line, int, bool) { found = found || line.starts_with(kSealed); });
    return found;
}

std::optional<std::string> open_sealed_setups(std::string_view text, const QByteArray& key, int* bad_line)
{
    std::string out;
    out.reserve(text.size());
    int bad = 0;
    for_each_line(text, [&](std::string_view line, int number, bool newline) {
        if (bad != 0)
            return;
        if (line.starts_with(kSealed)) {
            std::string_view body = line.substr(line.find(':') == std::string_view::npos ? line.size() : line.find(':') + 1);
            while (!body.empty() && (body.front() == ' ' || body.back() == '\r' || body.back() == ' '))
                body = body.front() == ' ' ? body.substr(1) : body.substr(0, body.size() - 1);
            const auto decoded = QByteArray::fromBase64Encoding(QByteArray(body.data(), static_cast<qsizetype>(body.size())),
                                                                QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
            const QByteArray& all = decoded.decoded;
            if (!decoded || all.size() < kNonce + kTag) {
                bad = number;
                return;
            }
            const QByteArray nonce = all.left(kNonce), cipher = all.mid(kNonce, all.size() - kNonce - kTag);
            if (tag_of(key, nonce, cipher) != all.right(kTag)) {
                bad = number;
                return;
            }
            out += keystream_xor(key, nonce, cipher).toStdString();
        } else {
            out += line;
        }
        if (newline)
            out += '\n';
    });
    if (bad != 0) {
        if (bad_line)
            *bad_line = bad;
        return std::nullopt;
    }
    return out;
}

} // namespace ss::app
