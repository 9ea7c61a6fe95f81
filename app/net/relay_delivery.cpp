#include "relay_delivery.h"

#include <QDateTime>
#include <QString>

namespace ss::app {

namespace {

constexpr int kHeader = 25;            // kind, from, to, number
constexpr std::size_t kMaxEarly = 256; // lines held out of order (a peer never needs more)

std::uint64_t read64(const QByteArray& f, int at)
{
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i)
        v = (v << 8) | static_cast<unsigned char>(f[at + i]);
    return v;
}

void write64(QByteArray& f, int at, std::uint64_t v)
{
    for (int i = 0; i < 8; ++i)
        f[at + i] = static_cast<char>(v >> (56 - 8 * i));
}

} // namespace

RelayDelivery::RelayDelivery(std::uint64_t epoch)
    : epoch_(epoch ? epoch : static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()) * 1000)
{
}

QByteArray RelayDelivery::frame(char kind, std::uint64_t number, const QByteArray& text) const
{
    QByteArray out(kHeader, '\0');
    out[0] = kind;
    write64(out, 1, epoch_);
    write64(out, 9, their_epoch_);
    write64(out, 17, number);
    return out + text;
}

QByteArray RelayDelivery::send(const QByteArray& line)
{
    const std::uint64_t n = next_++;
    outbox_[n] = line;
    return frame('d', n, line);
}

QList<QByteArray> RelayDelivery::unacknowledged() const
{
    QList<QByteArray> out;
    for (const auto& [n, line] : outbox_)
        out << frame('d', n, line); // (addressed as now known: a first contact learnt meanwhile)
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
    const std::uint64_t from = read64(f, 1), to = read64(f, 9), n = read64(f, 17);
    Taken t;
    if (from < their_epoch_)
        return t; // (sent by the other side's program before it started again)
    if (from > their_epoch_) {
        if (their_epoch_ != 0) { // it started again: what was for its last program is moot
            t.restarted = true;
            outbox_.clear();
            next_ = 1;
        }
        their_epoch_ = from;
        t.met = true;
        expected_ = 1;
        early_.clear();
    }
    if (to != epoch_ && (to != 0 || f[0] == 'a'))
        return t; // (meant for an earlier program of this side's)
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
    const auto hand_on = [&t](const QByteArray& line) {
        if (!line.isEmpty()) // (the first line, "here I am", is for the relay alone)
            t.lines << line;
    };
    if (n > expected_) {
        if (early_.size() >= kMaxEarly && !early_.contains(n))
            return fail("too many lines ahead of one not yet come");
        early_.emplace(n, f.mid(kHeader));
    } else if (n == expected_) {
        hand_on(f.mid(kHeader));
        ++expected_;
        for (auto it = early_.find(expected_); it != early_.end(); it = early_.find(expected_)) {
            hand_on(it->second);
            early_.erase(it);
            ++expected_;
        }
    } // (n < expected_: a copy of a line taken already — acknowledged again, not handed on)
    t.ack = frame('a', expected_ - 1);
    return t;
}

} // namespace ss::app
