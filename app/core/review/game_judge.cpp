#include "game_judge.h"

#include "judgement_cache.h"
#include "turn_log.h"

#include "record.h"

#include <QCryptographicHash>
#include <QHash>
#include <QMetaObject>

namespace ss::app {

namespace {

// Games judged whole while the program runs, by their record's digest.
QHash<QByteArray, GameJudgement>& judged()
{
    static QHash<QByteArray, GameJudgement> cache;
    return cache;
}

QByteArray digest_of(const GameRecord& record)
{
    const std::string text = write_record(Record{{record}});
    return QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha256);
}

QString notation(const Actions& actions)
{
    QStringList tokens;
    for (const Action& a : actions)
        tokens << QString::fromStdString(to_token(a));
    return tokens.join(' ');
}


} // namespace

GameJudge::GameJudge(QObject* parent) : QObject(parent) {}

GameJudge::~GameJudge() { stop(); }

JudgeOptions GameJudge::options() const
{
    JudgeOptions o;
    o.policy.rollouts = rollouts_;
    return o;
}

void GameJudge::setRollouts(int n)
{
    if (n < 1 || n == rollouts_)
        return;
    rollouts_ = n;
    emit changed();
}

void GameJudge::stop()
{
    if (!thread_)
        return;
    cancelled_->store(true);
    thread_->wait();
    thread_.reset();
}

void GameJudge::clear()
{
    stop();
    ++generation_;
    result_ = {};
    complete_ = false;
    progress_ = 0;
    emit changed();
}

void GameJudge::cancel()
{
    stop();
    ++generation_;
    emit changed();
}

void GameJudge::judge(const Session& game, Player viewer)
{
    clear();
    viewer_ = viewer;
    const QByteArray digest = digest_of(game.record()) + QByteArray::number(rollouts_) + "pdbk15"; // (as judged: rollouts, players, the decisive turn toward the result (a draw's toward even) and by ten points, blind turns unmarked, choices and chances from what was known, a guided game's weapons, its strikes kept best first, a fresh Admiral each turn)
    if (const auto it = judged().constFind(digest); it != judged().constEnd()) {
        result_ = *it;
        complete_ = true;
        progress_ = 1;
        emit changed();
        return;
    }
    if (auto kept = load_judgement(folder_, digest); kept && kept->turns.size() == static_cast<std::size_t>(game.turns_played())) {
        judged().insert(digest, *kept);
        result_ = std::move(*kept);
        complete_ = true;
        progress_ = 1;
        emit changed();
        return;
    }
    std::array<Fleet, 2> fleets{game.game().space(Player::A).fleet, game.game().space(Player::B).fleet};
    const GameRecord record = game.record();
    const FleetRule rule = game.rule();
    const Ruleset* rules = &game.rules_set();
    const std::uint64_t generation = generation_;
    cancelled_ = std::make_shared<std::atomic<bool>>(false);
    auto cancelled = cancelled_;
    JudgeOptions options_now = options();
    options_now.threads = judge_threads(); // (the turns side by side: playtest 51 waited 15-20 s)
    for (int p = 0; p < 2; ++p) // a bot played on by itself: "your chance against this opponent"
        options_now.policy.players[static_cast<std::size_t>(p)] = rollout_bot_for(record.tag(p == 0 ? "A" : "B"));
    thread_.reset(QThread::create([this, fleets, record, rule, rules, generation, cancelled, digest, options_now]() mutable {
        JudgeOptions& o = options_now;
        o.progress = [&](int done, int total) {
            QMetaObject::invokeMethod(this, [this, generation, done, total] {
                if (generation == generation_) {
                    progress_ = total > 0 ? double(done) / total : 1;
                    emit changed();
                }
            }, Qt::QueuedConnection);
            return !cancelled->load();
        };
        o.judged_so_far = [this, generation](const GameJudgement& so_far) { // (copied here, in this thread)
            QMetaObject::invokeMethod(this, [this, generation, so_far] {
                if (generation == generation_ && thread_) { // (the chart fills turn by turn; the decisive turn waits for the whole)
                    result_ = so_far;
                    emit changed();
                }
            }, Qt::QueuedConnection);
        };
        // A judgement that fails leaves the review without one, never ends the program
        // (playtest 25: a bot the rollouts did not know threw, and the game closed).
        GameJudgement result;
        bool whole = false;
        try {
            result = judge_game(fleets, rule, record, *rules, o, kSeed);
            whole = !cancelled->load();
        } catch (const std::exception&) {
            result = {};
        }
        QMetaObject::invokeMethod(this, [this, generation, result = std::move(result), whole, digest]() mutable {
            finished(generation, std::move(result), whole, digest);
        }, Qt::QueuedConnection);
    }));
    thread_->start(QThread::LowPriority); // the game and its animations come first
    emit changed();
}

void GameJudge::finished(std::uint64_t generation, GameJudgement result, bool whole, QByteArray digest)
{
    if (generation != generation_)
        return;
    if (thread_) {
        thread_->wait();
        thread_.reset();
    }
    if (whole) {
        judged().insert(digest, result);
        save_judgement(folder_, digest, result); // for the next run, too
    }
    result_ = std::move(result);
    complete_ = whole;
    progress_ = 1;
    emit changed();
}

QVariantList GameJudge::chances() const
{
    QVariantList out;
    if (result_.before.rollouts == 0)
        return out;
    const int v = index_of(viewer_);
    out << (known() ? result_.known_before[v] : mine(result_.before));
    for (const TurnJudgement& t : result_.turns)
        out << (known() && t.known[v] >= 0 ? t.known[v] : mine(t.after));
    return out;
}

const ChoiceJudgement* GameJudge::choice(int turn, Player p) const
{
    if (turn < 1 || turn > static_cast<int>(result_.turns.size()))
        return nullptr;
    const auto& c = result_.turns[static_cast<std::size_t>(turn - 1)].choice[index_of(p)];
    return c ? &*c : nullptr;
}

QVariantList GameJudge::turns() const
{
    const auto side = [](const std::optional<ChoiceJudgement>& c) {
        if (!c)
            return QVariantMap{};
        QStringList words = action_chips(c->best_actions); // (a launch with its target, as the chips: playtest 52 could not tell the target in "mGz5 Rw4")
        words.removeAll(QString());
        return QVariantMap{{"mark", QString::fromLatin1(c->mark.data(), static_cast<qsizetype>(c->mark.size()))},
                           {"played", c->played},
                           {"best", c->best},
                           {"bestActions", notation(c->best_actions)},
                           {"bestWords", words.join(' ')}};
    };
    QVariantList out;
    for (const TurnJudgement& t : result_.turns)
        out << QVariantMap{{"mine", side(t.choice[index_of(viewer_)])}, {"theirs", side(t.choice[index_of(other(viewer_))])}};
    return out;
}

} // namespace ss::app
