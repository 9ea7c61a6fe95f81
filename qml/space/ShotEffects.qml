// The reveal's effects in the 3-D scene, with Qt Quick 3D's particles: a shot that flies
// in to its cell from the viewer's side, a flare where it hits, a puff where it misses,
// fire where a missile explodes [8.1.4], debris where a ship breaks apart. Counts stay
// modest for software rendering (Mesa llvmpipe).
import QtQuick
import QtQuick3D
import QtQuick3D.Particles3D
import Spaceships
import Spaceships.Core

Node {
    id: fx
    // The 3-D view (SpaceView3D): its camera and pitch.
    required property Item space
    // The shot in flight, from `from` to `to` as `progress` goes 0 → 1.
    property vector3d from: Qt.vector3d(0, 0, 0)
    property vector3d to: Qt.vector3d(0, 0, 0)
    property real progress: 0
    property color shotColour: Theme.target

    // Flies a shot to a point from the viewer's side, in `ms`.
    function fly(point, colour, ms) {
        const dir = fx.space.camera.scenePosition.minus(point).normalized()
        from = point.plus(dir.times(fx.space.pitch * 5))
        to = point
        shotColour = colour
        flight.duration = ms
        flight.restart()
    }
    function hit(point) { burst("flare", 16, 80, point); shock(point, "#fff1b8") }
    function miss(point) { burst("dust", 10, 60, point) }
    function explode(point) { burst("fire", 18, 150, point); shock(point, "#ff7a22") }
    function breakApart(point) {
        burst("debris", 6, 120, point)
        burst("fire", 6, 120, point)
    }
    function scan(point) { burst("scan", 14, 200, point) }
    // The particle system exists only while some particle may be alive (the longest lives
    // 1.1 s): a particle system redraws the scene every frame, running or not, which kept an
    // idle game at 80 % of a core under software rendering.
    function burst(kind, count, ms, point) {
        awake.restart()
        particles.active = true
        particles.item.emitters[kind].burst(count, ms, point)
    }
    Timer { id: awake; interval: 1600; onTriggered: particles.active = false }
    // A shock wave where a shot hits: a glowing shell that swells and fades.
    function shock(point, colour) {
        shockWave.position = point
        shockWave.colour = colour
        shockAnimation.restart()
    }
    Model {
        id: shockWave
        objectName: "shockWave"
        property color colour: "white"
        property real grow: 0
        visible: shockAnimation.running
        geometry: fx.space.sphere
        scale: Qt.vector3d(0.2 + 1.1 * grow, 0.2 + 1.1 * grow, 0.2 + 1.1 * grow)
        materials: DefaultMaterial {
            diffuseColor: shockWave.colour
            lighting: DefaultMaterial.NoLighting
            opacity: 0.55 * (1 - shockWave.grow)
        }
    }
    NumberAnimation { id: shockAnimation; target: shockWave; property: "grow"; from: 0; to: 1; duration: 380; easing.type: Easing.OutCubic }

    Model {
        objectName: "shotInFlight"
        visible: flight.running
        geometry: fx.space.sphere
        position: fx.from.times(1 - fx.progress).plus(fx.to.times(fx.progress))
        scale: Qt.vector3d(0.11, 0.11, 0.11)
        materials: DefaultMaterial {
            diffuseColor: fx.shotColour
            lighting: DefaultMaterial.NoLighting
        }
    }
    NumberAnimation { id: flight; target: fx; property: "progress"; from: 0; to: 1; easing.type: Easing.InQuad }

    // One soft round glow for every particle.
    Texture { id: glow; source: "qrc:/images/glow.png" }
    component Glow: SpriteParticle3D {
        sprite: glow
        billboard: true
        blendMode: SpriteParticle3D.Screen
    }
    Loader3D {
        id: particles
        active: false
        sourceComponent: ParticleSystem3D {
            objectName: "revealParticles"
            readonly property var emitters: ({flare: flareEmitter, fire: fireEmitter, dust: dustEmitter, scan: scanEmitter,
                                              debris: debrisEmitter})
            Glow { id: flare; maxAmount: 60; color: "#fff1b8"; fadeInDuration: 30; fadeOutDuration: 300 }
            Glow { id: fire; maxAmount: 90; color: "#ff7a22"; colorVariation: Qt.vector4d(0.1, 0.25, 0.1, 0); fadeOutDuration: 450 }
            Glow { id: dust; maxAmount: 30; color: "#aebfd6"; fadeOutDuration: 350 }
            Glow { id: ping; maxAmount: 30; color: Theme.markColour(SpaceModel.Marking.Scan); fadeOutDuration: 300 }
            Glow { id: debris; maxAmount: 40; color: Theme.destroyed; fadeOutDuration: 400 }
            ParticleEmitter3D {
                id: flareEmitter
                particle: flare
                emitRate: 0
                lifeSpan: 420
                particleScale: 5
                particleEndScale: 1.2
                velocity: VectorDirection3D { directionVariation: Qt.vector3d(70, 70, 70) }
            }
            ParticleEmitter3D {
                id: fireEmitter
                particle: fire
                emitRate: 0
                lifeSpan: 650
                lifeSpanVariation: 200
                particleScale: 4
                particleEndScale: 7
                velocity: VectorDirection3D { direction: Qt.vector3d(0, 25, 0); directionVariation: Qt.vector3d(45, 45, 45) }
            }
            ParticleEmitter3D {
                id: dustEmitter
                particle: dust
                emitRate: 0
                lifeSpan: 450
                particleScale: 2.5
                particleEndScale: 4.5
                velocity: VectorDirection3D { directionVariation: Qt.vector3d(18, 18, 18) }
            }
            ParticleEmitter3D {
                id: scanEmitter
                particle: ping
                emitRate: 0
                lifeSpan: 500
                particleScale: 2
                particleEndScale: 6
                velocity: VectorDirection3D { directionVariation: Qt.vector3d(35, 35, 35) }
            }
            // Debris: small sparks thrown out, falling — within half a layer's pitch, so that a
            // wreck is not seen on the layer below (a playtest read Green's explosions as Blue's).
            ParticleEmitter3D {
                id: debrisEmitter
                particle: debris
                emitRate: 0
                lifeSpan: 750
                particleScale: 2.5
                particleEndScale: 1
                velocity: VectorDirection3D { directionVariation: Qt.vector3d(60, 40, 60) }
            }
            Gravity3D { particles: [debris]; magnitude: 40; direction: Qt.vector3d(0, -1, 0) }
        }
    }
}
