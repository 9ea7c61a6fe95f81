// For the accessibility test (tst_accessibility.qml): the name and role a screen reader is
// given for the controls on screen. A control's name is its Accessible.name when the QML
// sets one (the attached Accessible object, a child of the item), else what Qt Quick
// Controls give it: a button's text, a field's placeholder, a combo box's shown value.
#pragma once

#include <QAccessible>
#include <QMetaEnum>
#include <QObject>
#include <QQuickItem>
#include <QRegularExpression>
#include <QStringList>

class AccessibilityProbe : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Every visible control under `root` a person can operate (buttons, check boxes, combo
    // boxes, fields, sliders, spin boxes) whose name has no word in it: "✕" or "" is not
    // a name. As "Type objectName 'text' in parent".
    Q_INVOKABLE QStringList unnamedControls(QQuickItem* root) const
    {
        QStringList out;
        visit(root, [&](QQuickItem* item) {
            if (operable(item) && !QRegularExpression("\\w\\w").match(nameOf(item)).hasMatch())
                out << QStringLiteral("%1 %2 '%3' in %4")
                           .arg(QString::fromLatin1(item->metaObject()->className()), item->objectName(),
                                item->property("text").toString(),
                                item->parentItem() ? QString::fromLatin1(item->parentItem()->metaObject()->className()) : QString());
        });
        return out;
    }
    // How many operable controls are visible under `root` (to know the test looked).
    Q_INVOKABLE int operableCount(QQuickItem* root) const
    {
        int n = 0;
        visit(root, [&](QQuickItem* item) { n += operable(item); });
        return n;
    }
    // The accessible role an item declares (Accessible.role), as its name: "Cell", "Table".
    Q_INVOKABLE QString roleOf(QQuickItem* item) const
    {
        const QObject* a = attached(item);
        if (!a)
            return {};
        const QMetaEnum roles = QMetaEnum::fromType<QAccessible::Role>();
        return QString::fromLatin1(roles.valueToKey(a->property("role").toInt()));
    }
    // The name a screen reader is given for an item.
    Q_INVOKABLE QString nameOf(QQuickItem* item) const
    {
        if (!item)
            return {};
        if (const QObject* a = attached(item); a && !a->property("name").toString().isEmpty())
            return a->property("name").toString();
        if (item->inherits("QQuickComboBox"))
            return item->property("displayText").toString();
        const QString text = item->property("text").toString();
        if (!text.isEmpty())
            return text;
        return item->property("placeholderText").toString();
    }

private:
    static const QObject* attached(const QQuickItem* item)
    {
        if (!item)
            return nullptr;
        for (const QObject* child : item->children())
            if (child->inherits("QQuickAccessibleAttached"))
                return child;
        return nullptr;
    }
    static bool operable(const QQuickItem* item)
    {
        for (const char* type : {"QQuickAbstractButton", "QQuickComboBox", "QQuickTextField", "QQuickSlider",
                                 "QQuickSpinBox", "QQuickTextArea", "QQuickDial", "QQuickRangeSlider"})
            if (item->inherits(type))
                return true;
        return false;
    }
    template <class F>
    static void visit(QQuickItem* item, F&& f)
    {
        if (!item || !item->isVisible() || item->opacity() <= 0)
            return;
        f(item);
        for (QQuickItem* child : item->childItems())
            visit(child, f);
    }
};
