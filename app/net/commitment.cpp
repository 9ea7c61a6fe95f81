#include "commitment.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include <array>

namespace ss::app {

Commitment commit(const QString& text)
{
    std::array<quint32, 8> random{};
    QRandomGenerator::system()->fillRange(random.data(), random.size());
    const QByteArray bytes(reinterpret_cast<const char*>(random.data()), sizeof random);
    Commitment c;
    c.salt = QString::fromLatin1(bytes.toHex());
    c.digest = digest_of(text, c.salt);
    return c;
}

QString digest_of(const QString& text, const QString& salt)
{
    return QString::fromLatin1(QCryptographicHash::hash((text + "\n" + salt).toUtf8(), QCryptographicHash::Sha256).toHex());
}

bool matches(const QString& digest, const QString& text, const QString& salt)
{
    return is_hex256(digest) && is_hex256(salt) && digest_of(text, salt) == digest;
}

bool is_hex256(const QString& text)
{
    if (text.size() != 64)
        return false;
    for (QChar c : text)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    return true;
}

} // namespace ss::app
