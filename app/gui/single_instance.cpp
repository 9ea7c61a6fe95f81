#include "single_instance.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QLocalSocket>
#include <QStandardPaths>

namespace ss::app {

namespace {

constexpr qint64 kMaxLine = 4096; // a path, not a file's contents

} // namespace

SingleInstance::SingleInstance(QString name, QObject* parent) : QObject(parent), name_(std::move(name))
{
    connect(&server_, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* peer = server_.nextPendingConnection()) {
            connect(peer, &QLocalSocket::disconnected, peer, &QObject::deleteLater);
            connect(peer, &QLocalSocket::readyRead, peer, [this, peer] {
                if (!peer->canReadLine()) {
                    if (peer->bytesAvailable() > kMaxLine) // not one of ours: drop it
                        peer->abort();
                    return;
                }
                const QString line = QString::fromUtf8(peer->readLine(kMaxLine)).trimmed();
                peer->disconnectFromServer();
                emit received(line);
            });
        }
    });
}

bool SingleInstance::hand_over(const QString& file, int timeout_ms) const
{
    QLocalSocket socket;
    socket.connectToServer(name_);
    if (!socket.waitForConnected(timeout_ms))
        return false;
    const QString path = file.isEmpty() ? QString() : QFileInfo(file).absoluteFilePath();
    socket.write(path.toUtf8() + '\n');
    if (!socket.waitForBytesWritten(timeout_ms))
        return false;
    socket.waitForDisconnected(timeout_ms);
    return true;
}

bool SingleInstance::listen()
{
    server_.setSocketOptions(QLocalServer::UserAccessOption);
    if (server_.listen(name_))
        return true;
    // A game that crashed leaves its socket behind: nobody answers it, so take it over.
    QLocalServer::removeServer(name_);
    return server_.listen(name_);
}

QString SingleInstance::name_for(const QString& user, const QString& display, const QString& settings)
{
    // A socket's name is a short file name: the display and the folder go in as a digest.
    const QByteArray where = (display + '\n' + settings).toUtf8();
    const QString digest = QString::fromLatin1(QCryptographicHash::hash(where, QCryptographicHash::Sha256).toHex().left(12));
    return "spaceships-" + user + "-" + digest;
}

QString SingleInstance::default_name()
{
    const QString user = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME", "player"));
    const QString display = qEnvironmentVariable("WAYLAND_DISPLAY", qEnvironmentVariable("DISPLAY"));
    const QString settings = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    return name_for(user, display, settings);
}

} // namespace ss::app
