// A cell of a SpaceModel as the tests name what it shows: the typed roles (CellState,
// Missile, LastTurn, Marking, Flashcube) as lower-case words ("destroyed", "beam hit"),
// "" for none; any other role as its text.
#pragma once

#include "space_model.h"

#include <QMetaEnum>

#include <type_traits>

namespace ss::app::test {

template <class E> QString word(int value)
{
    const QString key = QString::fromLatin1(QMetaEnum::fromType<E>().valueToKey(value));
    if (value == 0 && !std::is_same_v<E, SpaceModel::CellState>) // no missile, mark, …
        return {};
    QString out;
    for (QChar ch : key)
        out += ch.isUpper() && !out.isEmpty() ? QString(" ") + ch.toLower() : QString(ch.toLower());
    return out;
}

inline QString shown(const SpaceModel& m, int cell, SpaceModel::Role role)
{
    const QVariant v = m.data(m.index(cell), role);
    switch (role) {
    case SpaceModel::StateRole: return word<SpaceModel::CellState>(v.toInt());
    case SpaceModel::MissileRole: return word<SpaceModel::Missile>(v.toInt());
    case SpaceModel::LastTurnRole: return word<SpaceModel::LastTurn>(v.toInt());
    case SpaceModel::MarkRole: return word<SpaceModel::Marking>(v.toInt());
    case SpaceModel::FlashcubeRole: return word<SpaceModel::Flashcube>(v.toInt());
    default: return v.toString();
    }
}

} // namespace ss::app::test
