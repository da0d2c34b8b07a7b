package omprt

import (
	"fmt"
	"math"
	"strings"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// Teams (the teams construct, as kernels' bodies contain it) and the
// device's initial threads (runtimes/offload runs a kernel on one).
//
// A league's teams run one after another on the encountering thread,
// each as the initial thread of a team of one with its team number set:
// OpenMP gives teams no way to synchronize with each other, so the order
// is unobservable by a conforming program, and running them in order
// keeps every run the same. Parallelism is inside a team: a parallel
// region in a team forks a team of threads (at most the league's
// thread limit).

// league is what a thread knows of the league of teams it is in.
type league struct {
	num, n int // team number, number of teams (0: not in a teams region)
	limit  int // thread limit of each team (0: none)
}

// defaultTeams is the number of teams when neither num_teams nor a
// device default says: OMP_NUM_TEAMS, else 1 (libomp's nteams-var).
func (rt *Runtime) defaultTeams() int {
	if v, ok := rt.e.Getenv("OMP_NUM_TEAMS"); ok {
		var n int
		if _, err := fmt.Sscanf(strings.TrimSpace(v), "%d", &n); err == nil && n > 0 {
			return n
		}
	}
	return 1
}

// PushNumTeams is __kmpc_push_num_teams: the next teams construct of the
// thread gets n teams of at most limit threads (0: the default).
func (rt *Runtime) PushNumTeams(t *interp.Thread, n, limit int) {
	th := rt.Of(t)
	th.pushTeams, th.pushLimit = n, limit
}

// SetTeamsDefaults sets the thread's nteams-var and teams-thread-limit-var
// (a kernel's num_teams and thread_limit, set on its initial thread).
func (th *Thread) SetTeamsDefaults(n, limit int) { th.teamsICV, th.limitICV = n, limit }

// ForkTeams runs body as a league of n teams (n <= 0: pushed, else the
// thread's nteams-var, else defaultTeams) of at most limit threads each,
// the teams one after another on the calling thread (see above).
func (rt *Runtime) ForkTeams(t *interp.Thread, n, limit int, op *ir.Operation, body func(th *Thread)) {
	th := rt.Of(t)
	for _, v := range []int{th.pushTeams, th.teamsICV, rt.defaultTeams()} {
		if n <= 0 {
			n = v
		}
	}
	for _, v := range []int{th.pushLimit, th.limitICV} {
		if limit <= 0 {
			limit = v
		}
	}
	th.pushTeams, th.pushLimit = 0, 0
	saved := th.ws
	defer func() { th.ws = saved }()
	for k := 0; k < n; k++ {
		team := newTeam(1)
		th.ws = wsState{team: team, level: saved.level, active: saved.active, task: &Task{team: team}, lg: league{num: k, n: n, limit: limit}}
		body(th)
		rt.endRegion(th, op) // the team's tasks
	}
}

// TeamNum returns the thread's team number in its league (0 outside
// teams), NumTeams the league's size (1 outside teams).
func (th *Thread) TeamNum() int { return th.ws.lg.num }

// NumTeams returns the number of teams of the thread's league.
func (th *Thread) NumTeams() int { return max(th.ws.lg.n, 1) }

// ThreadLimit is omp_get_thread_limit: the league's thread limit.
func (th *Thread) ThreadLimit() int {
	if th.ws.lg.limit > 0 {
		return th.ws.lg.limit
	}
	if th.limitICV > 0 {
		return th.limitICV
	}
	return math.MaxInt32
}

// RunInitial runs body on a new engine thread as the initial thread of a
// device (a team of one, outside any parallel region) and returns when it
// has finished; the calling thread waits in the runtime meanwhile (so the
// deadlock detector and the deterministic schedule see both), saying
// what. setup prepares the engine thread before it runs (the offload
// runtime attaches the device's observer). A runtime error on the device
// thread stops the program: it comes back on the calling thread as on
// any thread of the runtime.
func (rt *Runtime) RunInitial(t *interp.Thread, op *ir.Operation, what string, setup func(et *interp.Thread), body func(th *Thread)) {
	caller := rt.Of(t)
	team := newTeam(1)
	rt.checkUnlocked()
	rt.mu.Lock()
	et := rt.engineThread()
	setup(et)
	w := rt.newThread(et)
	w.ws = wsState{team: team, task: &Task{team: team}}
	rt.all = append(rt.all, w)
	rt.mu.Unlock()
	go rt.runWorker(w, op, body)
	rt.mu.Lock()
	defer rt.mu.Unlock()
	rt.wait(caller, op, what, func() bool { return team.finished == 1 })
}

// engineThread returns an idle engine thread or a new one (rt.mu held).
func (rt *Runtime) engineThread() *interp.Thread {
	if k := len(rt.idle); k > 0 {
		et := rt.idle[k-1]
		rt.idle = rt.idle[:k-1]
		return et
	}
	return rt.e.NewThread(rt.nextID)
}

func (rt *Runtime) teamsExterns(m map[string]interp.Extern) {
	m["omp_get_team_num"] = func(c *interp.ExternCall) uint64 { return i32(rt.Of(c.T).TeamNum()) }
	m["omp_get_num_teams"] = func(c *interp.ExternCall) uint64 { return i32(rt.Of(c.T).NumTeams()) }
	m["omp_get_thread_limit"] = func(c *interp.ExternCall) uint64 { return i32(rt.Of(c.T).ThreadLimit()) }
	m["__kmpc_push_num_teams"] = func(c *interp.ExternCall) uint64 {
		rt.PushNumTeams(c.T, int(int32(c.Arg(2))), int(int32(c.Arg(3))))
		return 0
	}
	m["__kmpc_fork_teams"] = func(c *interp.ExternCall) uint64 {
		a := args(c)
		argc := int(int32(a[1]))
		fn, op := a[2], c.Op
		caps := append([]uint64(nil), a[3:min(len(a), 3+argc)]...)
		rt.ForkTeams(c.T, 0, 0, op, func(th *Thread) {
			ids := rt.threadIDs(&interp.ExternCall{T: th.T, Op: op, Fn: c.Fn}, th)
			th.T.CallPtr(fn, append([]uint64{ids, ids + 4}, caps...), op)
		})
		return 0
	}
	// GOMP_teams_reg(fn, data, num_teams, thread_limit, flags).
	m["GOMP_teams_reg"] = func(c *interp.ExternCall) uint64 {
		fn, data, op := c.Arg(0), c.Arg(1), c.Op
		rt.ForkTeams(c.T, int(int32(c.Arg(2))), int(int32(c.Arg(3))), op, func(th *Thread) {
			th.T.CallPtr(fn, []uint64{data}, op)
		})
		return 0
	}
}
