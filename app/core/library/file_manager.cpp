#include "file_manager.h"

#include <QFileInfo>
#include <QUrl>

#ifdef SPACESHIPS_HAVE_DBUS
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#endif

namespace ss::app {

bool show_in_file_manager(const QString& path)
{
#ifdef SPACESHIPS_HAVE_DBUS
    if (!QFileInfo::exists(path))
        return false;
    QDBusConnection bus = QDBusConnection::sessionBus();
    const QString service = "org.freedesktop.FileManager1";
    if (!bus.isConnected() || !bus.interface() || !bus.interface()->isServiceRegistered(service).value())
        return false;
    QDBusMessage call = QDBusMessage::createMethodCall(service, "/org/freedesktop/FileManager1", service, "ShowItems");
    call << QStringList{QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString()} << QString();
    return bus.send(call);
#else
    Q_UNUSED(path);
    return false;
#endif
}

} // namespace ss::app
