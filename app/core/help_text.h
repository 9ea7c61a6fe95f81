// The in-game help: docs/how-to-play.md (the rules in our own words), built into the program.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace ss::app {

class HelpText : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The whole guide, in Markdown.
    Q_PROPERTY(QString howToPlay READ howToPlay CONSTANT)

public:
    using QObject::QObject;
    static QString howToPlay();
};

} // namespace ss::app
