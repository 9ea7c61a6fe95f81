// A ScrollView whose mouse wheel steps a few lines at a time (WheelSteps).
import QtQuick
import QtQuick.Controls

ScrollView {
    id: view
    WheelSteps { parent: view.contentItem; flickable: view.contentItem }
}
