// The in-game help: docs/how-to-play.md (the rules in our own words), built into the
// program, in the language chosen when the guide has been translated into it
// (docs/how-to-play.LANG.md), else in English.
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
    Q_PROPERTY(QString howToPlay READ guide NOTIFY changed)

public:
    explicit HelpText(QObject* parent = nullptr);
    QString guide() const { return howToPlay(); }
    static QString howToPlay();

signals:
    void changed();
};

} // namespace ss::app
