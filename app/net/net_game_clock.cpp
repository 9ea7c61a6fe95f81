// NetGame's clock (issue 25; docs/network-protocol.md, "Clocks"): each turn's time for
// both sides, the other side's timeouts, and a claim of the game on time — answered by
// both reveals as a resignation is, or, when the other side never answers, ended with a
// record of this side's fleet only.
#include "net_game.h"

#include "record.h"

#include <QDateTime>
#include <QJsonDocument>

namespace ss::app {

namespace {

qint64 now_ms() { return QDateTime::currentMSecsSinceEpoch(); }

} // namespace

qint64 NetGame::timeLeft() const
{
    if (clock_s_ <= 0 || !side_ || side_->over() || turn_.chosen || finished_ || resigned_ || turn_started_ == 0)
        return -1;
    return period_left();
}

qint64 NetGame::period_left() const
{
    const qint64 period = qint64(clock_s_) * 1000;
    return std::clamp<qint64>(turn_started_ + period - now_ms(), 0, period); // (full while results play)
}

qint64 NetGame::theirTimeLeft() const
{
    if (clock_s_ <= 0 || !side_ || finished_ || resigned_ || turn_started_ == 0 || !waitingForTheirTurn() || their_periods_ > 0)
        return -1;
    return period_left();
}

bool NetGame::canClaimOnTime() const
{
    if (clock_s_ <= 0 || !side_ || side_->over() || finished_ || resigned_ || on_time_ || !error_.isEmpty())
        return false;
    // (late in the turn under way too: a turn that came late does not let the next be claimed
    // before its own time ran out)
    return waitingForTheirTurn() && their_periods_ > 0 && their_timeouts_ >= timeouts_needed();
}

void NetGame::start_turn_clock(qint64 after_ms)
{
    if (clock_s_ <= 0)
        return;
    turn_started_ = now_ms() + after_ms; // (in the future while the results play out)
    their_periods_ = my_periods_ = 0;
    if (!clock_timer_) {
        clock_timer_ = new QTimer(this);
        clock_timer_->setInterval(250);
        connect(clock_timer_, &QTimer::timeout, this, &NetGame::tick_clock);
    }
    clock_timer_->start();
    note({{"clock", QJsonObject{{"turnStarted", turn_started_}, {"theirs", their_timeouts_}, {"mine", my_timeouts_}}}});
    emit clockChanged();
}

void NetGame::tick_clock()
{
    if (clock_s_ <= 0 || !side_ || side_->over() || finished_ || resigned_ || !error_.isEmpty() || turn_started_ == 0)
        return;
    const qint64 now = now_ms(), period = qint64(clock_s_) * 1000;
    // A look long after the last (this program was stopped, or the computer slept): what
    // the other side sent meanwhile is read first, and their lateness is judged only 5 s
    // later (judge_from_) — never against a turn that came while this side was not looking (a
    // playtest: a program woken from a stop offered to claim against a friend on time).
    const bool woke = last_tick_ > 0 && now - last_tick_ > 2000;
    last_tick_ = now;
    if (woke) {
        judge_from_ = now + kGraceMs; // (and what is on its way has time to come)
        read_lines();
        if (!error_.isEmpty() || finished_ || resigned_)
            return;
    }
    bool changed = false;
    // Theirs: their commitment not yet here, or the turn not completed after this side chose
    // (every message of this side's goes out as soon as the other's comes, so a turn that
    // stalls then stalls on them).
    // (Loops: a program that was stopped, or a machine that slept, catches up at once.)
    while (now >= judge_from_ && waitingForTheirTurn() && now >= turn_started_ + (their_periods_ + 1) * period + kGraceMs) {
        ++their_periods_;
        ++their_timeouts_;
        changed = true;
    }
    // This side's, by its own clock (no grace): what a claim of the other side's is checked
    // against.
    while (!turn_.chosen && now >= turn_started_ + (my_periods_ + 1) * period) {
        ++my_periods_;
        ++my_timeouts_;
        changed = true;
    }
    if (changed) {
        note({{"clock", QJsonObject{{"turnStarted", turn_started_}, {"theirs", their_timeouts_}, {"mine", my_timeouts_},
                                    {"theirPeriods", their_periods_}, {"myPeriods", my_periods_}}}});
        emit clockChanged();
    }
}

bool NetGame::claimOnTime(int wait_ms)
{
    if (!canClaimOnTime())
        return false;
    claim(wait_ms);
    return true;
}

void NetGame::claim(int wait_ms)
{
    on_time_ = other(me_);
    resigned_ = other(me_); // as a resignation: the turns both completed make the record
    const QJsonObject claim{{"type", "claim"}, {"reason", "time"}, {"turn", side_->turn()}, {"timeouts", their_timeouts_}};
    claim_line_ = QJsonDocument(claim).toJson(QJsonDocument::Compact) + "\n";
    note({{"mine", "claim"}});
    send(claim);
    reveal();
    emit clockChanged();
    QTimer::singleShot(wait_ms, this, [this] {
        if (!finished_ && error_.isEmpty())
            finish_unrevealed();
    });
}

void NetGame::claimed_on_time()
{
    if (!side_ || side_->over() || resigned_ || clock_s_ <= 0)
        return fail(tr("Message 'claim' out of order: a claim on time outside a game with a clock under way"));
    // Checked against this side's own clock: its turn must have been late as often as the
    // rules of the clock ask, or the turn under way have lasted as long (this side may have
    // chosen and then stopped before the turn completed); a peer that claims a game it has
    // not won is refused. (Counted here without reading on: this message is being read.)
    last_tick_ = now_ms();
    tick_clock();
    const bool overdue = turn_started_ > 0 &&
                         QDateTime::currentMSecsSinceEpoch() >= turn_started_ + qint64(timeouts_needed()) * clock_s_ * 1000;
    if (my_timeouts_ < timeouts_needed() && !overdue)
        return fail(tr("The other side claimed the game on time, but by this side's clock its turn %1 was not late")
                        .arg(side_->turn()));
    on_time_ = me_;
    resigned_ = me_;
    emit clockChanged();
    reveal(); // answered as a resignation is: both fleets, the turns both completed
}

void NetGame::finish_unrevealed()
{
    // The other side never answered the claim: this side's fleet, the tags, and the result
    // (docs/record-format.md: a game won on time whose loser never revealed its fleet).
    GameRecord game = record_header();
    game.set_tag("Result", on_time_tag(other(me_)));
    game.setup[index_of(me_)] = {setup_, 1};
    game.comments.push_back( // (a record's words are English, as the referee's)
        QStringLiteral("%1's fleet and actions were never revealed: their time ran out and they did not answer the claim")
            .arg(their_name_.isEmpty() ? QStringLiteral("The other player") : their_name_)
            .toStdString());
    for (const QString& line : chat_)
        game.comments.push_back(line.toStdString());
    record_ = game;
    verdict_.clear();
    finished_ = true;
    emit finishedChanged();
}

} // namespace ss::app
