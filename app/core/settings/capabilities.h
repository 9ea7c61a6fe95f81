// What this installation can do, found at start: the program checks that every QML module
// it uses is installed and falls back where one that it can do without is missing (the
// desktop's file dialogs, sound), saying so once, instead of crashing when first used.
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace ss::app {

class Capabilities : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The file dialogs of Qt Quick Dialogs (they need Qt.labs.folderlistmodel); without
    // them, games are opened from a list of the saved ones or a typed path.
    Q_PROPERTY(bool fileDialogs READ fileDialogs NOTIFY changed)
    // Sound effects (Qt Multimedia).
    Q_PROPERTY(bool sound READ sound NOTIFY changed)
    // What is missing, in words for the player ("" when nothing is).
    Q_PROPERTY(QString missing READ missing NOTIFY changed)

public:
    using QObject::QObject;

    bool fileDialogs() const { return file_dialogs(); }
    bool sound() const { return sound_on(); }
    QString missing() const { return missing_text(); }

    // Set once at start (and by tests), before the views are made.
    static void set(bool file_dialogs, bool sound, const QString& missing);

signals:
    void changed();

private:
    static bool& file_dialogs();
    static bool& sound_on();
    static QString& missing_text();
};

} // namespace ss::app
