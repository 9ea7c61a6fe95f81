// A ScrollView whose mouse wheel steps a few lines at a time (WheelSteps), its foot faded
// while more lies below (MoreBelow) where it sits on a panel.
import QtQuick
import QtQuick.Controls

ScrollView {
    id: view
    property bool fadesMore: false
    WheelSteps { parent: view.contentItem; flickable: view.contentItem }
    // (a property, not a child: a child would be scrolled content)
    readonly property Item moreBelow: MoreBelow { parent: view; flickable: view.contentItem; shown: view.fadesMore }
}
