package autoclose

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/ir"
)

// Fill in one kernel, use in a later one (LULESH's temporaries): a kernel
// may read, without writing first, elements an earlier kernel wrote,
// when the pass proves that each time the reader runs:
//
//   - the writers ran before it, in the same straight-line host code:
//     launches in the reader's block, before it, each time that block
//     runs (a launch under a branch, or with an if or device clause,
//     which may run it on the host or another device, or nowait, whose
//     writes need not be done, does not count);
//   - they wrote into the memory the reader reads: a data environment of
//     the array (a target data, or an enclosing construct) is open
//     around the writers and the reader both, so whatever it holds (the
//     host's memory, or a close copy) stays the memory of both, and both
//     launches pass the array's own pointer (not a pointer into it), so
//     that their indices name the same elements;
//   - nothing in between changes what they wrote: no host store to the
//     array, no entry with always (which would copy the host's memory
//     over the device's), no launch that may run on the host, no label
//     a goto may enter by;
//   - the writers' ranges (kernel.go: what each run of the kernel writes
//     whole) hold every element the reader reads so. Ranges are over
//     constants and the kernels' integer parameters; on the host each
//     parameter is what the launch passes, a constant or a host variable
//     assigned once (so the writer's n is the reader's).
//
// Then the reader reads what the device wrote, in the same memory,
// whether that memory is a close copy or the host's.

// earlierWrites checks the reads a launch's kernel leaves to earlier
// kernels; the reason names the first read it cannot cover.
func (a *analysis) earlierWrites(l offload.LaunchOp, obj *object, reads []needed) reason {
	fail := func(r needed, extra string) reason { return reason{why: r.why + extra, at: r.at, note: r.note} }
	if l.If() != nil || l.Device() != nil {
		return fail(reads[0], "; its launch has an if or device clause, which may run it where the earlier kernels did not write")
	}
	var have, lost []interval
	var disturbed *ir.Operation
	if start, ok := envStart(l.Operation, obj); ok && plainBase(l, obj) {
		have, lost, disturbed = a.writtenBefore(start, l.Operation, obj)
	}
	for _, r := range reads {
		need, ok := a.onHost(l, r.interval)
		if !ok {
			return fail(r, fmt.Sprintf("; the bounds of what it reads, %s, use a value the pass cannot follow on the host", r.shown))
		}
		if coveredBy(have, need) {
			continue
		}
		if coveredBy(append(lost, have...), need) {
			return reason{why: fmt.Sprintf("kernel @%s reads what an earlier kernel wrote of it, but in between the host writes it, or a launch that may run elsewhere uses it", l.Callee()), at: disturbed}
		}
		return fail(r, fmt.Sprintf("; no earlier kernel of its data environment writes all of %s", r.shown))
	}
	return reason{}
}

// onHost rewrites a kernel's range over its parameters as the values
// launch l passes: constants, or host variables assigned once (the same
// value at every launch after the assignment).
func (a *analysis) onHost(l offload.LaunchOp, s interval) (interval, bool) {
	lo, ok1 := a.hostAff(l, s.lo)
	hi, ok2 := a.hostAff(l, s.hi)
	return interval{s.elem, lo, hi}, ok1 && ok2
}

func (a *analysis) hostAff(l offload.LaunchOp, k aff) (aff, bool) {
	out := constAff(k.c)
	args := l.Args()
	for t, c := range k.coef {
		i, err := strconv.Atoi(strings.TrimPrefix(t, paramPrefix))
		if err != nil || i >= len(args) {
			return aff{}, false
		}
		v, ok := a.hostValue(args[i])
		if !ok {
			return aff{}, false
		}
		if out, ok = out.plus(c, v); !ok {
			return aff{}, false
		}
	}
	return out, true
}

// hostValue is the value a launch passes, as a constant or the host
// variable it is loaded from, when that variable is assigned once.
func (a *analysis) hostValue(v *ir.Value) (aff, bool) {
	v = peelWidening(v)
	if c, ok := cir.AsConst(v.DefiningOp()); ok {
		if n, ok := c.Value().(cir.IntAttr); ok && n.Type.Signed {
			return constAff(n.Value), true
		}
		return aff{}, false
	}
	l, ok := cir.AsLoad(v.DefiningOp())
	if !ok || !assignedOnce(l.Addr()) {
		return aff{}, false
	}
	name, ok := a.hostVars[l.Addr()]
	if !ok {
		name = "h" + strconv.Itoa(len(a.hostVars))
		a.hostVars[l.Addr()] = name
	}
	return atomAff(name), true
}

// assignedOnce reports whether slot is a host variable that only loads
// and one store reach, the store in no loop: every load after it reads
// the one value (a load before it would read an uninitialized variable).
func assignedOnce(slot *ir.Value) bool {
	if !isAlloca(slot) || !onlyLoadStore(slot) {
		return false
	}
	var store *ir.Operation
	for u := range slot.Uses() {
		if u.Owner().Is(cir.StoreOpName) {
			if store != nil {
				return false
			}
			store = u.Owner()
		}
	}
	if store == nil {
		return false
	}
	for p := store.ParentOp(); p != nil && !p.Is(cir.FuncOpName); p = p.ParentOp() {
		if loopLike(p) {
			return false
		}
	}
	return true
}

// writtenBefore returns the constant ranges that the launches from start
// up to end (excluding it), in one block, write, as known at end; lost
// are those written before the last op that disturbs them, disturbed.
func (a *analysis) writtenBefore(start, end *ir.Operation, obj *object) (have, lost []interval, disturbed *ir.Operation) {
	for x := start; x != nil && x != end; x = x.Next() {
		if a.disturbs(x, obj) {
			lost, have, disturbed = append(lost, have...), nil, x
			continue
		}
		lx, ok := offload.AsLaunch(x)
		if !ok || lx.If() != nil || lx.Device() != nil || lx.Nowait() || !plainBase(lx, obj) {
			continue
		}
		if index, twice := argIndex(lx, obj); index >= 0 && !twice {
			if v := a.kernel(lx.Callee(), index); v.why == "" {
				for _, s := range v.wrote {
					if h, ok := a.onHost(lx, s); ok {
						have = append(have, h)
					}
				}
			}
		}
	}
	return have, lost, disturbed
}

// disturbs reports whether op may change, behind the kernels' backs,
// what earlier kernels wrote of obj, or let control enter after them.
func (a *analysis) disturbs(op *ir.Operation, obj *object) bool {
	bad := false
	op.WalkAll(func(o *ir.Operation) {
		switch {
		case obj.stores[o], o.Is(cir.LabelOpName):
			bad = true
		case o.Is(offload.MapOpName):
			if m, _ := offload.AsMap(o); isEntryOf(m, obj) && m.MapType()&offload.MapAlways != 0 {
				bad = true
			}
		case o.Is(offload.LaunchOpName) && o != op:
			l, _ := offload.AsLaunch(o)
			if index, _ := argIndex(l, obj); index >= 0 && (l.If() != nil || l.Device() != nil) {
				bad = true
			}
		}
	})
	if l, ok := offload.AsLaunch(op); ok {
		if index, _ := argIndex(l, obj); index >= 0 && (l.If() != nil || l.Device() != nil) {
			bad = true
		}
	}
	return bad
}

// envStart returns the first op of launch's block that a data
// environment of obj open around launch holds: the outermost such
// environment's data_begin, when it is in launch's block, opens after
// it; one in an enclosing block holds the whole block. ok is false when
// no environment of obj is open around launch, or when launch's block
// is not straight-line code.
func envStart(launch *ir.Operation, obj *object) (*ir.Operation, bool) {
	b := launch.Block()
	if b == nil || b.Parent().NumBlocks() != 1 {
		return nil, false
	}
	var start *ir.Operation
	for x := launch; x != nil && x.Block() != nil && !x.Is(cir.FuncOpName); x = x.ParentOp() {
		for y := x.Block().First(); y != nil && y != x; y = y.Next() {
			if !opensEnvOf(y, obj) || !closesAfter(y, x) {
				continue
			}
			if x == launch {
				start = y.Next()
			} else {
				start = b.First()
			}
			break
		}
	}
	return start, start != nil
}

// opensEnvOf reports whether op is a data_begin with an entry of obj.
func opensEnvOf(op *ir.Operation, obj *object) bool {
	if !op.Is(offload.DataBeginOpName) {
		return false
	}
	for _, v := range op.Operands() {
		if m, ok := offload.AsMap(v.DefiningOp()); ok && isEntryOf(m, obj) {
			return true
		}
	}
	return false
}

// closesAfter reports whether the environment begin opens ends in
// begin's block after x.
func closesAfter(begin, x *ir.Operation) bool {
	for u := range begin.Result(0).Uses() {
		end := u.Owner()
		if end.Is(offload.DataEndOpName) && end.Block() == begin.Block() && x.IsBeforeInBlock(end) {
			return true
		}
	}
	return false
}

// plainBase reports whether the launch passes obj's own pointer: the
// entry's base reaches the object's root through casts and pointer
// variables only, no element address, so index i is element i of the
// object in every kernel.
func plainBase(l offload.LaunchOp, obj *object) bool {
	index, _ := argIndex(l, obj)
	if index < 0 {
		return false
	}
	m, _ := offload.AsMap(l.Args()[index].DefiningOp())
	v := m.Base()
	for depth := 0; depth < 64; depth++ {
		def := v.DefiningOp()
		switch {
		case def == nil:
			return false
		case def.Is(cir.AllocaOpName), def.Is(cir.CallOpName):
			return obj.values[v]
		case def.Is(cir.CastOpName):
			c, _ := cir.AsCast(def)
			if k := c.Kind(); k != cir.CastBitcast && k != cir.CastArrayToPtrDecay {
				return false
			}
			v = c.Src()
		case def.Is(cir.LoadOpName):
			l, _ := cir.AsLoad(def)
			stored := storedOnce(l.Addr())
			if stored == nil {
				return false
			}
			v = stored
		default:
			return false
		}
	}
	return false
}

// storedOnce returns the one value stored to the pointer variable slot,
// nil when there is not exactly one.
func storedOnce(slot *ir.Value) *ir.Value {
	var stored *ir.Value
	for u := range slot.Uses() {
		if s, ok := cir.AsStore(u.Owner()); ok && u.Index() == 1 {
			if stored != nil && stored != s.Value() {
				return nil
			}
			stored = s.Value()
		}
	}
	return stored
}
