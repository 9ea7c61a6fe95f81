// Network play (issue 12, docs/network-protocol.md): commitments to a setup or a turn's
// actions — SHA-256 over the text and a fresh 256-bit salt — bind a player without telling
// the text; a reveal that differs in any way does not match.
#include "commitment.h"

#include <QCryptographicHash>
#include <QSet>
#include <QTest>

using namespace ss::app;

class NetworkTest : public QObject {
    Q_OBJECT

private slots:
    void aCommitmentIsTheSha256OfTheTextAndItsSalt()
    {
        const QString salt(64, 'a');
        const QString expected = QString::fromLatin1(
            QCryptographicHash::hash("DS Rv1 Rv2\n" + salt.toLatin1(), QCryptographicHash::Sha256).toHex());
        QCOMPARE(digest_of("DS Rv1 Rv2", salt), expected);
        QVERIFY(is_hex256(expected));
    }

    void aRevealMatchesOnlyTheTextAndSaltCommitted()
    {
        const QString setup = "DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3";
        const Commitment c = commit(setup);
        QVERIFY(is_hex256(c.digest) && is_hex256(c.salt));
        QVERIFY(matches(c.digest, setup, c.salt));
        QVERIFY(!matches(c.digest, setup + " ", c.salt));                 // a changed setup [2.1]
        QVERIFY(!matches(c.digest, QString(setup).replace("Rv1", "Rv3"), c.salt));
        QString other_salt = c.salt;
        other_salt[0] = other_salt[0] == '0' ? '1' : '0';
        QVERIFY(!matches(c.digest, setup, other_salt));
        QVERIFY(!matches(c.digest, setup, c.salt.toUpper()));           // not the form sent
        QVERIFY(!matches("not hex", setup, c.salt));
    }

    void everySaltIsFresh()
    {
        QSet<QString> salts;
        for (int i = 0; i < 200; ++i)
            salts.insert(commit("Yx3").salt);
        QCOMPARE(salts.size(), 200); // so equal turns never give equal commitments
    }
};

QTEST_GUILESS_MAIN(NetworkTest)
#include "network_test.moc"
