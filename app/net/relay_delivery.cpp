#include "relay_delivery.h"

#include <QString>

namespace ss::app {

namespace {

constexpr int kHeader = 9;         // kind, number
constexpr std::size_t kMaxEarly = 256; // lines held out of order (a peer never needs more)

} // namespace

QByteArray RelayDelivery::frame(char kind, std::uint64_t number, const QByteArray& text)
{
    QByteArray out(kHeader, '\0');
    out[0] = kind;
    for (int i = 0; i < 8; ++i)
        out[1 + i] = static_cast<char>(number >> (56 - 8 * i));
    return out + text;
}

QByteArray RelayDelivery::send(const QByteArray& line)
{
    const std::uint64_t n = next_++;
    return outbox_[n] = frame('d', n, line);
}

QList<QByteArray> RelayDelivery::unacknowledged() const
{
    QList<QByteArray> out;
    for (const auto& [n, f] : outbox_)
        out << f;
    return out;
}

std::optional<RelayDelivery::Taken> RelayDelivery::take(const QByteArray& f, QString* why)
{
    const auto fail = [&](const char* reason) -> std::optional<Taken> {
        if (why)
            *why = QString::fromLatin1(reason);
        return std::nullopt;
    };
    if (f.size() < kHeader || (f[0] != 'd' && f[0] != 'a') || (f[0] == 'a' && f.size() != kHeader))
        return fail("a message that is not a numbered line or an acknowledgement");
    std::uint64_t n = 0;
    for (int i = 0; i < 8; ++i)
        n = (n << 8) | static_cast<unsigned char>(f[1 + i]);
    Taken t;
    if (f[0] == 'a') {
        if (n >= next_)
            return fail("an acknowledgement of a line never sent");
        const auto before = outbox_.size();
        outbox_.erase(outbox_.begin(), outbox_.upper_bound(n));
        t.acknowledged = outbox_.size() != before;
        return t;
    }
    if (n == 0)
        return fail("a line numbered 0");
    if (n > expected_) {
        if (early_.size() >= kMaxEarly && !early_.contains(n))
            return fail("too many lines ahead of one not yet come");
        early_.emplace(n, f.mid(kHeader));
    } else if (n == expected_) {
        t.lines << f.mid(kHeader);
        ++expected_;
        for (auto it = early_.find(expected_); it != early_.end(); it = early_.find(expected_)) {
            t.lines << it->second;
            early_.erase(it);
            ++expected_;
        }
    } // (n < expected_: a copy of a line taken already — acknowledged again, not handed on)
    t.ack = frame('a', expected_ - 1);
    return t;
}

} // namespace ss::app
