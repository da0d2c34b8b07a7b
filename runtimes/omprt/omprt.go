// Package omprt is the OpenMP runtime of strata's execution engine
// (package interp), in Go: one core of teams, barriers, locks, work
// sharing and tasks, with three faces over it, the entry points strata's
// OpenMP lowering calls for LLVM's libomp (__kmpc_*), GCC's libgomp
// (GOMP_*) and PULP's pmsis (pi_cl_team_*), plus the omp_* API. The omp
// dialect's executors (dialects/omp/exec.go) run unlowered omp ops on the
// same core.
//
// A team's threads are engine threads on goroutines. Every blocking
// operation waits under the runtime's one mutex, so that a deadlock (every
// live thread waiting) is detected and reported with each thread's
// position rather than hanging, and so that the deterministic schedule
// (Config.Deterministic) can run one thread at a time, switching only
// when the running thread blocks or yields. The runtime hangs off its
// engine (interp.Engine.Ext): no package state.
package omprt

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// Config configures the runtime.
type Config struct {
	// Threads is the default team size (nthreads-var); 0: OMP_NUM_THREADS
	// from the program's environment, else 2.
	Threads int
	// Deterministic runs one thread at a time, switching at blocking
	// synchronization (barriers, locks and critical sections held by
	// another thread, task waits, joins) and at sched_yield/usleep.
	Deterministic bool
}

type key struct{}

// Install returns the runtime as an interp.Runtime for Options.Runtimes.
func Install(cfg Config) interp.Runtime { return installer(cfg) }

type installer Config

func (c installer) Install(e *interp.Engine) error {
	rt := newRuntime(e, Config(c))
	if got := e.Ext(key{}, func() any { return rt }); got != rt {
		return fmt.Errorf("omprt: the OpenMP runtime is installed twice")
	}
	rt.register()
	return nil
}

// For returns the engine's OpenMP runtime, installing one with the default
// configuration if none is.
func For(e *interp.Engine) *Runtime {
	var made *Runtime
	rt := e.Ext(key{}, func() any { made = newRuntime(e, Config{}); return made }).(*Runtime)
	if made != nil {
		made.register()
	}
	return rt
}

// Runtime is the OpenMP runtime of one engine.
type Runtime struct {
	e   *interp.Engine
	cfg Config

	mu      sync.Mutex
	cv      *sync.Cond
	failed  error     // the error that stops the program
	all     []*Thread // live threads, in creation order
	blocked int       // threads waiting and not woken since
	turn    *Thread   // deterministic mode: the thread that runs
	idle    []*interp.Thread
	nextID  int
	locks   map[any]*mutex // critical sections and omp locks
	atomic  *mutex
	start   time.Time
	cluster int // pmsis cluster size
}

// Thread is the OpenMP state of an engine thread.
type Thread struct {
	rt   *Runtime
	T    *interp.Thread
	gtid int
	ws   wsState
	icv  int // nthreads-var of the thread (omp_set_num_threads)
	push int // __kmpc_push_num_threads for the next fork
	ids  uint64
	// __kmpc_push_num_teams for the next teams construct, and the
	// nteams-var and teams-thread-limit-var ICVs (teams.go)
	pushTeams, pushLimit, teamsICV, limitICV int

	// waiting
	cond     func() bool
	waitOp   *ir.Operation
	waitWhat string
	waitFn   string
	done     bool
}

// wsState is what a thread's implicit task knows of its team.
type wsState struct {
	team     *Team
	num      int
	level    int
	active   int
	task     *Task
	group    *taskgroup
	singles  int
	loops    int
	loop     *loopShare
	dispatch *dispatch
	copy     *single   // GOMP_single_copy_start's construct, until _end
	serial   []wsState // __kmpc_serialized_parallel's saved states
	lg       league    // the league of teams (teams.go)
}

// Team is a team of threads.
type Team struct {
	n          int
	barArrived int
	barGen     int
	endArrived int
	finished   int
	singles    map[int]*single
	loops      map[int]*loopShare
	ready      []*Task
	unfinished int // tasks created and not finished
	copyData   any
}

func newRuntime(e *interp.Engine, cfg Config) *Runtime {
	rt := &Runtime{e: e, cfg: cfg, locks: map[any]*mutex{}, atomic: &mutex{name: "atomic"}, start: time.Now()}
	rt.cv = sync.NewCond(&rt.mu)
	if rt.cfg.Threads <= 0 {
		rt.cfg.Threads = 2
		if v, ok := e.Getenv("OMP_NUM_THREADS"); ok {
			var n int
			if _, err := fmt.Sscanf(strings.TrimSpace(v), "%d", &n); err == nil && n > 0 {
				rt.cfg.Threads = n
			}
		}
	}
	rt.cluster = 8
	if v, ok := e.Getenv("PMSIS_CLUSTER_NB_CORES"); ok {
		var n int
		if _, err := fmt.Sscanf(strings.TrimSpace(v), "%d", &n); err == nil && n >= 1 && n <= 64 {
			rt.cluster = n
		}
	}
	return rt
}

// Threads returns the default team size.
func (rt *Runtime) Threads() int { return rt.cfg.Threads }

// Of returns the OpenMP state of t, making it for a thread the runtime has
// not seen (the program's main thread: a team of one).
func (rt *Runtime) Of(t *interp.Thread) *Thread {
	if th, ok := t.Runtime.(*Thread); ok {
		return th
	}
	rt.mu.Lock()
	defer rt.mu.Unlock()
	th := rt.newThread(t)
	th.ws = wsState{team: newTeam(1)}
	th.ws.task = &Task{}
	rt.all = append(rt.all, th)
	if rt.turn == nil {
		rt.turn = th
	}
	return th
}

func (rt *Runtime) newThread(t *interp.Thread) *Thread {
	th := &Thread{rt: rt, T: t, gtid: rt.nextID, icv: rt.cfg.Threads}
	rt.nextID++
	t.Runtime = th
	return th
}

func newTeam(n int) *Team {
	return &Team{n: n, singles: map[int]*single{}, loops: map[int]*loopShare{}}
}

// Num returns the thread's number in its team.
func (th *Thread) Num() int { return th.ws.num }

// TeamSize returns the size of the thread's team.
func (th *Thread) TeamSize() int { return th.ws.team.n }

// ---------------------------------------------------------------------
// Waiting and scheduling. Everything below runs with rt.mu held.

// wake notes a change of state that waiting threads may be waiting for.
func (rt *Runtime) wake() {
	rt.blocked = 0
	rt.cv.Broadcast()
}

// check stops the thread when the program has failed.
func (rt *Runtime) check() {
	if rt.failed != nil {
		panic(rt.failed)
	}
}

// checkUnlocked is check for a caller that takes rt.mu only for it: the
// lock is released before the panic unwinds the thread (a lock left held
// would hang every other thread of the stopping program).
func (rt *Runtime) checkUnlocked() {
	rt.mu.Lock()
	err := rt.failed
	rt.mu.Unlock()
	if err != nil {
		panic(err)
	}
}

// wait blocks th until cond holds. op and what say where it waits, for
// the deadlock report.
func (rt *Runtime) wait(th *Thread, op *ir.Operation, what string, cond func() bool) {
	rt.check()
	if cond() {
		return
	}
	th.waitOp, th.waitWhat, th.waitFn = op, what, th.T.FuncName()
	if rt.cfg.Deterministic {
		th.cond = cond
		rt.switchFrom(th)
		for rt.turn != th {
			rt.cv.Wait()
			rt.check()
		}
		th.cond = nil
		return
	}
	for !cond() {
		th.cond = cond
		rt.blocked++
		if rt.blocked >= len(rt.all) {
			rt.deadlock(th)
		}
		rt.cv.Wait()
		th.cond = nil
		rt.check()
	}
}

// next returns the first thread of rt.all from index start on
// (cyclically) that can run, nil if none can.
func (rt *Runtime) next(start int) *Thread {
	n := len(rt.all)
	for k := 0; k < n; k++ {
		x := rt.all[(start+k)%n]
		if x.cond == nil || x.cond() {
			return x
		}
	}
	return nil
}

func (rt *Runtime) index(th *Thread) int {
	for k, x := range rt.all {
		if x == th {
			return k
		}
	}
	return 0
}

// switchFrom gives the turn to the next thread after th that can run (th
// itself last); none: a deadlock.
func (rt *Runtime) switchFrom(th *Thread) {
	x := rt.next(rt.index(th) + 1)
	if x == nil {
		rt.deadlock(th)
	}
	rt.turn = x
	rt.cv.Broadcast()
}

// yield lets other threads run (deterministic mode: the next ready one).
func (rt *Runtime) yield(th *Thread) {
	if !rt.cfg.Deterministic {
		return
	}
	rt.mu.Lock()
	defer rt.mu.Unlock()
	rt.check()
	th.waitOp, th.waitWhat, th.waitFn = th.T.Op(), "yielding", th.T.FuncName()
	rt.switchFrom(th)
	for rt.turn != th {
		rt.cv.Wait()
		rt.check()
	}
}

// deadlock stops the program: every live thread waits.
func (rt *Runtime) deadlock(th *Thread) {
	err := rt.deadlockErr(th)
	rt.failed = err
	rt.wake()
	panic(err)
}

func (rt *Runtime) deadlockErr(th *Thread) *interp.RuntimeError {
	threads := append([]*Thread(nil), rt.all...)
	sort.SliceStable(threads, func(i, j int) bool { return threads[i].gtid < threads[j].gtid })
	err := &interp.RuntimeError{Msg: fmt.Sprintf("deadlock: all %d threads are waiting", len(threads))}
	if th != nil && th.waitOp != nil && !th.done {
		err.Loc = th.waitOp.Loc()
	} else if len(threads) > 0 && threads[0].waitOp != nil {
		err.Loc = threads[0].waitOp.Loc()
	}
	for _, x := range threads {
		s := fmt.Sprintf("note: thread %d (thread %d of a team of %d) %s", x.gtid, x.ws.num, x.ws.team.n, x.waitWhat)
		if x.waitOp != nil {
			s += " at '" + x.waitOp.Name() + "'"
		}
		if x.waitFn != "" {
			s += " in '" + x.waitFn + "'"
		}
		if x.waitOp != nil {
			if l, ok := ir.FileLineCol(x.waitOp.Loc()); ok {
				s = l.String() + ": " + s
			}
		}
		err.Trace = append(err.Trace, s)
	}
	return err
}

// fail records the error that stops the program (the first one wins) and
// wakes every waiting thread so that it stops too.
func (rt *Runtime) fail(err error) {
	rt.mu.Lock()
	if rt.failed == nil {
		rt.failed = err
	}
	rt.wake()
	rt.mu.Unlock()
}

// ---------------------------------------------------------------------
// Parallel regions.

// Fork runs body on a team of n threads (n <= 0: the thread's
// nthreads-var; nested inside an active region: one), the calling thread
// as thread 0, and returns when all have finished it (the region's
// implicit barrier, tasks included). op is the construct, for errors.
func (rt *Runtime) Fork(t *interp.Thread, n int, op *ir.Operation, body func(th *Thread)) {
	master := rt.Of(t)
	if n <= 0 {
		n = master.push
		if n <= 0 {
			n = master.icv
		}
	}
	master.push = 0
	if master.ws.active > 0 {
		n = 1
	}
	if lim := master.ws.lg.limit; lim > 0 && n > lim {
		n = lim // a team of a league: at most its thread limit
	}
	team := newTeam(n)
	saved := master.ws
	mk := func(num int) wsState {
		ws := wsState{team: team, num: num, level: saved.level + 1, active: saved.active, task: &Task{team: team}, lg: saved.lg}
		if n > 1 {
			ws.active++
		}
		return ws
	}
	rt.checkUnlocked()
	rt.mu.Lock()
	var workers []*Thread
	for i := 1; i < n; i++ {
		et := rt.engineThread()
		et.SetObserver(t.Observer()) // a kernel's threads are the device's too
		w := rt.newThread(et)
		w.ws = mk(i)
		w.icv = master.icv
		rt.all = append(rt.all, w)
		workers = append(workers, w)
	}
	rt.mu.Unlock()
	for _, w := range workers {
		go rt.runWorker(w, op, body)
	}
	master.ws = mk(0)
	func() {
		defer func() {
			if r := recover(); r != nil {
				if err, ok := r.(error); ok {
					rt.fail(err)
				} else {
					rt.fail(fmt.Errorf("%v", r))
				}
				master.ws = saved
				panic(r)
			}
		}()
		body(master)
		rt.endRegion(master, op)
		rt.mu.Lock()
		rt.wait(master, op, "waits for its team to finish the parallel region", func() bool { return team.finished == n-1 })
		rt.mu.Unlock()
	}()
	master.ws = saved
}

func (rt *Runtime) runWorker(w *Thread, op *ir.Operation, body func(th *Thread)) {
	if rt.cfg.Deterministic {
		rt.mu.Lock()
		for rt.turn != w && rt.failed == nil {
			rt.cv.Wait()
		}
		rt.mu.Unlock()
	}
	err := w.T.Guard(func() {
		rt.checkUnlocked()
		body(w)
		rt.endRegion(w, op)
	})
	// The thread's work ends: its observer (a kernel's, runtimes/offload)
	// gets its flops before the team can finish, so a kernel's count is
	// whole when the launch returns, and a pooled thread brings none of
	// them to its next work.
	w.T.FlushFlops()
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if err != nil && rt.failed == nil {
		rt.failed = err
	}
	w.ws.team.finished++
	w.done = true
	w.T.Runtime = nil
	if err == nil {
		rt.idle = append(rt.idle, w.T)
	}
	i := rt.index(w)
	rt.all = append(rt.all[:i], rt.all[i+1:]...)
	if rt.cfg.Deterministic && rt.turn == w && len(rt.all) > 0 && rt.failed == nil {
		x := rt.next(i)
		if x == nil {
			rt.failed = rt.deadlockErr(w)
		}
		rt.turn = x
	}
	rt.wake()
}

// endRegion is the implicit barrier at the end of a parallel region: the
// team's threads wait for each other and for the team's tasks, running
// tasks meanwhile.
func (rt *Runtime) endRegion(th *Thread, op *ir.Operation) {
	team := th.ws.team
	rt.mu.Lock()
	defer rt.mu.Unlock()
	team.endArrived++
	rt.wake()
	for {
		if team.endArrived == team.n && team.unfinished == 0 {
			return
		}
		if rt.runReady(th) {
			continue
		}
		rt.wait(th, op, "waits at the end of the parallel region", func() bool {
			return team.endArrived == team.n && team.unfinished == 0 || len(team.ready) > 0
		})
	}
}

// Barrier is a team barrier; waiting threads run the team's tasks, and
// the barrier completes when the team's tasks are done.
func (rt *Runtime) Barrier(t *interp.Thread, op *ir.Operation) {
	th := rt.Of(t)
	team := th.ws.team
	rt.mu.Lock()
	defer rt.mu.Unlock()
	rt.check()
	if team.n == 1 {
		for rt.runReady(th) {
		}
		return
	}
	gen := team.barGen
	team.barArrived++
	rt.wake()
	for team.barGen == gen {
		if team.barArrived == team.n && team.unfinished == 0 {
			team.barArrived = 0
			team.barGen++
			rt.wake()
			break
		}
		if rt.runReady(th) {
			continue
		}
		rt.wait(th, op, "waits at a barrier", func() bool {
			return team.barGen != gen || team.barArrived == team.n && team.unfinished == 0 || len(team.ready) > 0
		})
	}
}

// ---------------------------------------------------------------------
// Locks: critical sections, omp locks, the atomic lock.

type mutex struct {
	name  string
	owner *Thread
	count int
	init  bool
	nest  bool
}

func (rt *Runtime) lock(th *Thread, m *mutex, op *ir.Operation, what string) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if m.owner == th && m.nest {
		m.count++
		return
	}
	if m.owner == th {
		rt.mu.Unlock()
		defer rt.mu.Lock()
		th.T.Trap(op, "deadlock: %s is already held by this thread (thread %d)", m.name, th.ws.num)
	}
	rt.wait(th, op, what, func() bool { return m.owner == nil })
	m.owner, m.count = th, 1
}

func (rt *Runtime) unlock(th *Thread, m *mutex, op *ir.Operation) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if m.owner != th {
		rt.mu.Unlock()
		defer rt.mu.Lock()
		who := "no thread"
		if m.owner != nil {
			who = fmt.Sprintf("thread %d", m.owner.ws.num)
		}
		th.T.Trap(op, "unlocking %s, which %s holds, not this thread (thread %d)", m.name, who, th.ws.num)
	}
	m.count--
	if m.count == 0 {
		m.owner = nil
		rt.wake()
	}
}

// named returns the lock of a critical section by name or address.
func (rt *Runtime) named(k any, name string) *mutex {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	m, ok := rt.locks[k]
	if !ok {
		m = &mutex{name: name}
		rt.locks[k] = m
	}
	return m
}

// CriticalEnter enters the critical section named name ("" unnamed).
func (rt *Runtime) CriticalEnter(t *interp.Thread, op *ir.Operation, name string) {
	th := rt.Of(t)
	what := "the unnamed critical section"
	if name != "" {
		what = "critical section '" + name + "'"
	}
	rt.lock(th, rt.named("critical:"+name, what), op, "waits to enter "+what)
}

// CriticalExit leaves the critical section named name.
func (rt *Runtime) CriticalExit(t *interp.Thread, op *ir.Operation, name string) {
	rt.unlock(rt.Of(t), rt.named("critical:"+name, ""), op)
}

// AtomicEnter and AtomicExit bracket an atomic construct that has no
// native atomic instruction (omp.atomic ops run unlowered): one lock for
// all of them, as libgomp's GOMP_atomic_start.
func (rt *Runtime) AtomicEnter(t *interp.Thread, op *ir.Operation) {
	rt.lock(rt.Of(t), rt.atomic, op, "waits for the atomic lock")
}

// AtomicExit releases the atomic lock.
func (rt *Runtime) AtomicExit(t *interp.Thread, op *ir.Operation) {
	rt.unlock(rt.Of(t), rt.atomic, op)
}

// ---------------------------------------------------------------------
// Work sharing: single, loops.

type single struct {
	taken     bool
	left      int
	published bool
	data      uint64
}

// singleEntry returns the thread's next single construct of its team.
func (rt *Runtime) singleEntry(th *Thread) *single {
	team := th.ws.team
	k := th.ws.singles
	th.ws.singles++
	s, ok := team.singles[k]
	if !ok {
		s = &single{}
		team.singles[k] = s
	}
	return s
}

func (rt *Runtime) leaveSingle(th *Thread, s *single) {
	s.left++
	if s.left == th.ws.team.n {
		for k, x := range th.ws.team.singles {
			if x == s {
				delete(th.ws.team.singles, k)
			}
		}
	}
}

// SingleStart reports whether the thread runs the single construct it
// meets (the first of its team to arrive does).
func (rt *Runtime) SingleStart(t *interp.Thread) bool {
	th := rt.Of(t)
	rt.mu.Lock()
	defer rt.mu.Unlock()
	s := rt.singleEntry(th)
	won := !s.taken
	s.taken = true
	rt.leaveSingle(th, s)
	return won
}

// SingleCopyStart is GOMP_single_copy_start: 0 for the thread that runs
// the body, the winner's published data for the others (after waiting).
func (rt *Runtime) SingleCopyStart(t *interp.Thread, op *ir.Operation) uint64 {
	th := rt.Of(t)
	rt.mu.Lock()
	defer rt.mu.Unlock()
	s := rt.singleEntry(th)
	if !s.taken {
		s.taken = true
		th.ws.copy = s
		return 0
	}
	rt.wait(th, op, "waits for the copyprivate data of a single construct", func() bool { return s.published })
	rt.leaveSingle(th, s)
	return s.data
}

// SingleCopyEnd publishes the winner's data.
func (rt *Runtime) SingleCopyEnd(t *interp.Thread, data uint64) {
	th := rt.Of(t)
	rt.mu.Lock()
	defer rt.mu.Unlock()
	s := th.ws.copy
	if s == nil {
		return
	}
	th.ws.copy = nil
	s.data, s.published = data, true
	rt.leaveSingle(th, s)
	rt.wake()
}

// CopyPrivate is __kmpc_copyprivate's protocol, also used by omp.single
// copyprivate: the thread that ran the body publishes data, the others
// receive it through copy once every thread has arrived; then a barrier.
func (rt *Runtime) CopyPrivate(t *interp.Thread, op *ir.Operation, didit bool, data any, copy func(src any)) {
	th := rt.Of(t)
	if didit {
		rt.mu.Lock()
		th.ws.team.copyData = data
		rt.mu.Unlock()
	}
	rt.Barrier(t, op)
	if !didit {
		rt.mu.Lock()
		src := th.ws.team.copyData
		rt.mu.Unlock()
		copy(src)
	}
	rt.Barrier(t, op)
}

// Schedule kinds of a loop.
type Schedule int

const (
	Static Schedule = iota
	Dynamic
	Guided
)

// loopShare is a dynamic or guided loop over logical iterations
// [0, trip), shared by a team.
type loopShare struct {
	kind  Schedule
	trip  uint64
	chunk uint64
	next  uint64
	left  int
	n     int
}

// LoopStart starts (or joins) the thread's next dynamic or guided loop of
// its team: trip logical iterations, handed out in chunks.
func (rt *Runtime) LoopStart(t *interp.Thread, kind Schedule, trip, chunk uint64) {
	th := rt.Of(t)
	rt.mu.Lock()
	defer rt.mu.Unlock()
	team := th.ws.team
	k := th.ws.loops
	th.ws.loops++
	l, ok := team.loops[k]
	if !ok {
		if chunk == 0 {
			chunk = 1
		}
		l = &loopShare{kind: kind, trip: trip, chunk: chunk, n: team.n}
		team.loops[k] = l
	}
	th.ws.loop = l
}

// LoopNext claims the thread's next chunk [lo, hi) of its current loop;
// false when the loop is done for the thread (it has left the loop).
func (rt *Runtime) LoopNext(t *interp.Thread) (lo, hi uint64, ok bool) {
	th := rt.Of(t)
	rt.mu.Lock()
	defer rt.mu.Unlock()
	l := th.ws.loop
	if l == nil {
		return 0, 0, false
	}
	if l.next >= l.trip {
		th.ws.loop = nil
		l.left++
		if l.left == l.n {
			for k, x := range th.ws.team.loops {
				if x == l {
					delete(th.ws.team.loops, k)
				}
			}
		}
		return 0, 0, false
	}
	size := l.chunk
	if l.kind == Guided {
		rem := l.trip - l.next
		g := (rem + uint64(2*l.n) - 1) / uint64(2*l.n)
		size = max(g, l.chunk)
	}
	lo = l.next
	hi = min(l.trip, lo+size)
	l.next = hi
	return lo, hi, true
}

// LoopEnd leaves the thread's current loop if it has not (a loop left
// early), for GOMP_loop_end.
func (rt *Runtime) LoopEnd(t *interp.Thread) {
	for {
		if _, _, ok := rt.LoopNext(t); !ok {
			return
		}
	}
}

// StaticBlock returns thread num's block of an unchunked static schedule
// of trip iterations over n threads: [lo, hi), sizes within one.
func StaticBlock(trip uint64, num, n int) (lo, hi uint64) {
	q, r := trip/uint64(n), trip%uint64(n)
	k := uint64(num)
	lo = k*q + min(k, r)
	hi = lo + q
	if k < r {
		hi++
	}
	return lo, hi
}

// ---------------------------------------------------------------------
// Tasks.

// Task is an explicit task (or a thread's implicit task, run == nil).
type Task struct {
	run      func(th *Thread)
	team     *Team
	parent   *Task
	group    *taskgroup
	npred    int
	succ     []*Task
	children int
	done     bool
	deps     map[uint64]*depState // of the task's children
}

type depState struct {
	out *Task
	ins []*Task
}

type taskgroup struct {
	pending int
	outer   *taskgroup
}

// Dep is a task dependence.
type Dep struct {
	Addr     uint64
	In, Out  bool
	Mutexinx bool
}

// NewTask creates a task that runs run on the thread that executes it.
// Deferred tasks wait for their dependences and run at a task scheduling
// point (barriers, taskwait, the end of a taskgroup or region) on any
// thread of the team; an undeferred one (if(false), or a team of one)
// runs now, after its dependences.
func (rt *Runtime) NewTask(t *interp.Thread, op *ir.Operation, deps []Dep, undeferred bool, run func(th *Thread)) {
	th := rt.Of(t)
	rt.mu.Lock()
	defer rt.mu.Unlock()
	rt.check()
	parent := th.ws.task
	team := th.ws.team
	task := &Task{run: run, team: team, parent: parent, group: th.ws.group}
	if parent.deps == nil && len(deps) > 0 {
		parent.deps = map[uint64]*depState{}
	}
	edge := func(p *Task) {
		if p != nil && !p.done && p != task {
			p.succ = append(p.succ, task)
			task.npred++
		}
	}
	for _, d := range deps {
		s := parent.deps[d.Addr]
		if s == nil {
			s = &depState{}
			parent.deps[d.Addr] = s
		}
		if d.Out {
			edge(s.out)
			for _, x := range s.ins {
				edge(x)
			}
			s.out, s.ins = task, nil
		} else {
			edge(s.out)
			s.ins = append(s.ins, task)
		}
	}
	parent.children++
	if task.group != nil {
		task.group.pending++
	}
	team.unfinished++
	if !undeferred && team.n > 1 {
		if task.npred == 0 {
			team.ready = append(team.ready, task)
		}
		rt.wake()
		return
	}
	// Undeferred: wait for the dependences, running other tasks.
	for task.npred > 0 {
		if rt.runReady(th) {
			continue
		}
		rt.wait(th, op, "waits for the dependences of an undeferred task", func() bool { return task.npred == 0 || len(team.ready) > 0 })
	}
	rt.execute(th, task)
}

// runReady runs one ready task of the thread's team, if there is one.
func (rt *Runtime) runReady(th *Thread) bool {
	team := th.ws.team
	if len(team.ready) == 0 {
		return false
	}
	task := team.ready[0]
	team.ready = team.ready[1:]
	rt.execute(th, task)
	return true
}

// execute runs task on th (rt.mu held; released while it runs).
func (rt *Runtime) execute(th *Thread, task *Task) {
	savedTask, savedGroup := th.ws.task, th.ws.group
	th.ws.task, th.ws.group = task, task.group
	rt.mu.Unlock()
	func() {
		defer rt.mu.Lock()
		task.run(th)
	}()
	th.ws.task, th.ws.group = savedTask, savedGroup
	rt.check()
	task.done = true
	for _, s := range task.succ {
		s.npred--
		if s.npred == 0 {
			task.team.ready = append(task.team.ready, s)
		}
	}
	if task.parent != nil {
		task.parent.children--
	}
	if task.group != nil {
		task.group.pending--
	}
	task.team.unfinished--
	rt.wake()
}

// Taskwait waits for the current task's children, running tasks.
func (rt *Runtime) Taskwait(t *interp.Thread, op *ir.Operation) {
	th := rt.Of(t)
	rt.mu.Lock()
	defer rt.mu.Unlock()
	cur := th.ws.task
	team := th.ws.team
	for cur.children > 0 {
		if rt.runReady(th) {
			continue
		}
		rt.wait(th, op, "waits for its child tasks (taskwait)", func() bool { return cur.children == 0 || len(team.ready) > 0 })
	}
}

// TaskgroupStart opens a taskgroup.
func (rt *Runtime) TaskgroupStart(t *interp.Thread) {
	th := rt.Of(t)
	rt.mu.Lock()
	defer rt.mu.Unlock()
	th.ws.group = &taskgroup{outer: th.ws.group}
}

// TaskgroupEnd waits for the tasks of the taskgroup and their
// descendants, running tasks, and closes it.
func (rt *Runtime) TaskgroupEnd(t *interp.Thread, op *ir.Operation) {
	th := rt.Of(t)
	rt.mu.Lock()
	defer rt.mu.Unlock()
	g := th.ws.group
	if g == nil {
		return
	}
	team := th.ws.team
	for g.pending > 0 {
		if rt.runReady(th) {
			continue
		}
		rt.wait(th, op, "waits for the tasks of a taskgroup", func() bool { return g.pending == 0 || len(team.ready) > 0 })
	}
	th.ws.group = g.outer
}

// Yield is a task scheduling point the program asked for (sched_yield,
// taskyield): in the deterministic schedule, the next ready thread runs.
func (rt *Runtime) Yield(t *interp.Thread) { rt.yield(rt.Of(t)) }

// dispatch is a thread's __kmpc_dispatch loop (or pending single copy).
type dispatch struct {
	lb, st   int64
	static   bool
	chunk    uint64
	trip     uint64
	k        uint64 // static: the thread's next chunk index
	end      int64
	unsigned bool
}
