// A chance of winning in words, the same everywhere it is said (the chart, the win bar, the
// decisive turn, the hint): "71%", and never 0% or 100% of a weighed guess — "under 1%",
// "over 99%" (playtest 25).
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace ss::app {

class ChanceWords : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;
    // p from 0 to 1.
    Q_INVOKABLE static QString say(double p);
};

} // namespace ss::app
