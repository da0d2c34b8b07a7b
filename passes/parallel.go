package passes

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/strata-ir/strata/ir"
)

// ForEach calls fn on each operation of ops and returns the errors it
// returned, joined in the order of ops (nil when there are none). fn runs
// on every operation even when it fails on another.
//
// When st.Threading() is set (and there are at least two operations and
// two CPUs), fn runs on up to GOMAXPROCS goroutines at once; otherwise it
// runs on the operations in order, on the caller's goroutine. The result
// is the same either way, provided that fn(a) and fn(b) touch disjoint
// parts of the IR: an op-agnostic pass running on a module uses it on the
// module's IsolatedFromAbove children (its functions), each of which can
// be changed without looking at the others.
//
// A panic in fn is re-raised on the caller's goroutine once every worker
// has stopped (the one of the first operation, in the order of ops, that
// panicked), so that the pass manager reports it as it reports a panic of
// a serial pass.
func ForEach(st *State, ops []*ir.Operation, fn func(op *ir.Operation) error) error {
	errs := make([]error, len(ops))
	workers := min(runtime.GOMAXPROCS(0), len(ops))
	if !st.Threading() || workers < 2 {
		for i, op := range ops {
			errs[i] = fn(op)
		}
		return joinInOrder(errs)
	}

	panics := make([]*workerPanic, len(ops))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= len(ops) {
					return
				}
				errs[i], panics[i] = callRecovering(fn, ops[i])
			}
		})
	}
	wg.Wait()
	for _, p := range panics {
		if p != nil {
			panic(fmt.Sprintf("%v\n(in a worker of passes.ForEach:)\n%s", p.value, p.stack))
		}
	}
	return joinInOrder(errs)
}

// workerPanic is what fn panicked with in a worker, and where.
type workerPanic struct {
	value any
	stack []byte
}

// callRecovering calls fn(op) and returns its error, or what it panicked
// with.
func callRecovering(fn func(*ir.Operation) error, op *ir.Operation) (err error, panicked *workerPanic) {
	defer func() {
		if r := recover(); r != nil {
			panicked = &workerPanic{value: r, stack: debug.Stack()}
		}
	}()
	return fn(op), nil
}

// joinInOrder returns nil, the one non-nil error of errs, or the non-nil
// errors joined in order.
func joinInOrder(errs []error) error {
	errs = slices.DeleteFunc(errs, func(err error) bool { return err == nil })
	if len(errs) == 1 {
		return errs[0]
	}
	return errors.Join(errs...)
}

// IsolatedChildren returns the operations directly in the regions of op
// that an op-agnostic pass may process on their own, independently of
// each other and of the rest of op (with ForEach), in order: those that
// are IsolatedFromAbove (nothing inside one can use a value defined
// outside it), have no results and could not be erased as trivially dead
// (a function, a module), so that nothing the pass does to the rest of op
// can erase them or depend on what they hold.
func IsolatedChildren(op *ir.Operation) []*ir.Operation {
	var children []*ir.Operation
	for i := range op.NumRegions() {
		for _, b := range op.Region(i).Blocks() {
			for child := range b.Ops() {
				if child.HasTrait(ir.IsolatedFromAbove) && child.NumResults() == 0 && !ir.WouldBeTriviallyDead(child) {
					children = append(children, child)
				}
			}
		}
	}
	return children
}
