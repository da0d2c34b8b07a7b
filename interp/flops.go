package interp

// Counted flops, for a device model's roofline (runtimes/gpu): each
// thread counts the floating-point operations it executes, as a plain
// increment in the instructions that do them (no atomic, no flag: a
// thread's counter is its own), and hands the count to its observer
// when its work ends or its observer changes.
//
// What counts: an fadd, fsub, fmul, fdiv or frem (of 32 or 64 bits) is
// one flop; a fused multiply-add two, whether the engine fused an fmul
// into its fadd (FMulAdd) or the program called llvm.fma or
// llvm.fmuladd; a math function the engine computes (sqrt, cbrt, exp,
// log, the trigonometric and hyperbolic functions, pow, hypot, atan2,
// fmod, erf, as a libm call or an LLVM intrinsic) one. Operations that
// only move signs, round or select (fneg, fabs, copysign, floor, ceil,
// trunc, round, rint, fmin, fmax, minnum), comparisons and conversions
// count nothing. An atomicrmw fadd or fsub is one flop.

// FlopObserver is an observer that is told how many floating-point
// operations the threads it watches executed: a kernel's observer sums
// those of the kernel's threads.
type FlopObserver interface {
	Observer
	// AddFlops adds n flops of one thread. Threads call it concurrently,
	// once each per stretch of work, not per operation.
	AddFlops(n uint64)
}

// Flops returns the floating-point operations the thread has executed
// since it was made (the rules above).
func (t *Thread) Flops() uint64 { return t.flops }

// FlushFlops tells the thread's observer, when it is a FlopObserver, of
// the flops the thread executed since it last told one (FlushFlops or
// SetObserver). A threading runtime calls it when a thread's work ends
// (runtimes/omprt, before the thread's team may finish), so that a
// kernel's observer has every flop of the kernel when the launch
// returns, however the kernel's threads are pooled and reused. Call it
// on the thread's own goroutine, or while the thread does not run.
func (t *Thread) FlushFlops() {
	n := t.flops - t.flushed
	t.flushed = t.flops
	if n == 0 {
		return
	}
	if o, ok := t.Observer().(FlopObserver); ok {
		o.AddFlops(n)
	}
}
