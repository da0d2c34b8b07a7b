package omptooffload

import (
	"strconv"
	"strings"

	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
)

// HostSuffix ends the name of a kernel's host version.
const HostSuffix = ".host"

// constructBody returns the block of a construct's region, which must be
// one block ending in omp.terminator, as cir's structured code makes it.
func constructBody(op *ir.Operation) (*ir.Block, error) {
	if n := op.Region(0).NumBlocks(); n != 1 {
		return nil, op.Errorf("a region of %d blocks is not supported", n)
	}
	body := op.Region(0).First()
	if term := body.Last(); term == nil || !term.Is(omp.TerminatorOpName) {
		return nil, op.Errorf("the region must end with omp.terminator")
	}
	return body, nil
}

// capture is how one map entry of an omp.target reaches the kernel.
type capture struct {
	info omp.MapInfoOp
	arg  *ir.Value // the region's block argument standing for it
	// byValue captures (capture(ByCopy): firstprivate, is_device_ptr and
	// the implicit scalars) pass the variable's value, loaded at the
	// construct; the kernel keeps it in a local of its own. The others
	// are map entries, passed as the device address of their base.
	byValue bool
	// zeroLength is an implicit pointer capture: OpenMP 5.2 (5.8.9)
	// treats a pointer the region names and no clause lists as a
	// zero-length array section of its pointee, so the kernel gets the
	// device address the pointer's value corresponds to when that is
	// mapped, and the value itself when not. It passes a size-0 entry
	// based at the value; the kernel keeps it in a local, as byValue.
	zeroLength bool
}

// lowerTarget outlines t's region into a kernel and its host version and
// replaces t with the map entries, the data environment around the
// launch, and the launch.
func (l *lowering) lowerTarget(t omp.TargetOp) error {
	fnOp := t.ParentOfKind(cir.FuncOpName)
	if fnOp == nil {
		return t.Errorf("is not in a cir.func: the offload lowering works on cir, as the C front end makes it")
	}
	switch {
	case len(t.IsDevicePtrVars()) > 0 || len(t.HasDeviceAddrVars()) > 0:
		return t.Errorf("is_device_ptr and has_device_addr operands are not supported: pass such variables as by-copy map entries, as the C front end does")
	case len(t.PrivateVars()) > 0:
		return t.Errorf("private operands are not supported: privatize in the region, as the C front end does")
	}
	if _, err := constructBody(t.Operation); err != nil {
		return err
	}
	loc := t.Loc()
	b := ir.NewBuilder(t.Context())
	b.SetInsertionPointBefore(t.Operation)

	// The captures, and the map entries of those passed by reference.
	maps, args := t.MapVars(), t.MapBlockArgs()
	// A struct entry's members are map entries of the data environment
	// but no kernel parameters: the region reaches them through the
	// struct's block argument, as the front end makes it.
	members := map[*ir.Value]bool{}
	for _, v := range maps {
		if info, ok := omp.AsMapInfo(v.DefiningOp()); ok {
			for _, m := range info.Members() {
				members[m] = true
			}
		}
	}
	mb := newMapBuilder(b, loc)
	var caps []capture
	var byRef []*ir.Value
	for i, v := range maps {
		info, err := mapInfo(t.Operation, v)
		if err != nil {
			return err
		}
		if members[v] {
			if args[i].HasUses() {
				return info.Errorf("the region uses the block argument of a struct member's entry: it may only use the struct's")
			}
			byRef = append(byRef, v)
			continue
		}
		c := capture{info: info, arg: args[i]}
		switch info.CaptureKind() {
		case "ByRef", "":
		case "ByCopy":
			switch info.VarType().(type) {
			case cir.ArrayType, cir.RecordType:
				// A firstprivate aggregate (C cannot pass an array by
				// value, and the runtime ABI passes no struct by value):
				// an entry with the private bit, a device copy of the
				// host's value for the launch, of which the region makes
				// its own copy (the front end's privatization).
				mb.private[v] = true
			case cir.PointerType:
				c.byValue = true
				if info.MapType()&omp.MapImplicit != 0 {
					c.byValue, c.zeroLength = false, true
				}
			default:
				c.byValue = true
			}
		default:
			return info.Errorf("capture(%s) is not supported", info.CaptureKind())
		}
		caps = append(caps, c)
		if !c.byValue && !c.zeroLength {
			byRef = append(byRef, v)
		}
	}
	if err := mb.addAll(t.Operation, byRef); err != nil {
		return err
	}
	zeroLength := map[int]*ir.Value{}
	for i, c := range caps {
		if c.zeroLength {
			p := cir.NewLoad(b, c.info.VarPtr(), false, loc).Result(0)
			zero := mb.distance(p, p)
			m := offload.NewMap(b, offload.MapEntry{Base: p, Begin: p, Size: zero, Type: offload.MapImplicit, Name: c.info.VarName()}, loc).Result(0)
			mb.order = append(mb.order, m)
			zeroLength[i] = m
		}
	}

	// The clauses, evaluated at the construct.
	env, err := l.envClauses(b, t.Operation, t.Device(), t.IfExpr())
	if err != nil {
		return err
	}
	numTeams, threadLimit, err := l.teamsClauses(b, t, caps)
	if err != nil {
		return err
	}
	depends, err := dependClauses(t.Operation, t.Clauses)
	if err != nil {
		return err
	}

	// The launch's arguments and the kernel's parameters.
	launchArgs := make([]*ir.Value, len(caps))
	params := make([]ir.Type, len(caps))
	for i, c := range caps {
		if c.byValue {
			launchArgs[i] = cir.NewLoad(b, c.info.VarPtr(), false, loc).Result(0)
		} else if m := zeroLength[i]; m != nil {
			launchArgs[i] = m
		} else {
			launchArgs[i] = mb.entries[c.info.Result(0)]
		}
		params[i] = launchArgs[i].Type()
		switch {
		case c.zeroLength:
			params[i] = c.info.VarType()
		case !c.byValue:
			params[i] = c.arg.Type()
		}
	}
	kernel, host := l.outline(cir.FuncOp{Operation: fnOp}, t, caps, params)

	var envValue *ir.Value
	if len(mb.order) > 0 {
		envValue = offload.NewDataBegin(b, env, mb.order, loc).Env()
	}
	offload.NewLaunch(b, offload.Launch{
		Kernel: kernel, HostFallback: host, Args: launchArgs, EnvValue: envValue, Env: env,
		NumTeams: numTeams, ThreadLimit: threadLimit, Async: offload.Async{Nowait: t.Nowait(), Depends: depends},
	}, loc)
	if envValue != nil {
		offload.NewDataEnd(b, envValue, loc)
	}
	t.Erase()
	return nil
}

// outline creates the kernel of t (named after fn and t's line, marked
// offload.kernel) and its host version, both of signature params, right
// after fn, and returns their names. The body is t's region: a by-value
// capture is stored into a local, which stands for the variable.
func (l *lowering) outline(fn cir.FuncOp, t omp.TargetOp, caps []capture, params []ir.Type) (kernel, host string) {
	ctx := t.Context()
	loc := t.Loc()
	kb := ir.NewBuilder(ctx)
	k := cir.NewFunc(kb, kernelName(fn.Name(), loc), cir.Func(ctx, nil, params, false), cir.InternalLinkage, loc)
	k.SetAttr(offload.KernelAttrName, ir.Unit)
	// After fn's other kernels, so that they come in source order.
	after := fn.Operation
	if last := l.lastOutlined[fn.Operation]; last != nil {
		after = last
	}
	kernel = l.symbols.InsertBefore(k.Operation, after.Next())
	entry := k.Entry()
	kb.SetInsertionPointToEnd(entry)
	mapping := ir.NewMapping()
	for i, c := range caps {
		p := entry.Argument(i)
		if !c.byValue && !c.zeroLength {
			mapping.Map(c.arg, p)
			continue
		}
		name := c.info.VarName()
		if name == "" {
			name = "capture" + strconv.Itoa(i)
		}
		slot := cir.NewAlloca(kb, p.Type(), name, 0, loc).Result(0)
		cir.NewStore(kb, p, slot, false, loc)
		mapping.Map(c.arg, slot)
	}
	for op := range t.Body().Ops() {
		if !op.Is(omp.TerminatorOpName) {
			kb.Clone(op, mapping)
		}
	}
	cir.NewReturn(kb, nil, loc)
	l.kernels = append(l.kernels, kernel)

	h := k.Clone(ir.NewMapping())
	h.RemoveAttr(offload.KernelAttrName)
	h.SetAttr(ir.SymbolNameAttr, ir.Str(kernel+HostSuffix))
	host = l.symbols.InsertBefore(h, k.Next())
	l.lastOutlined[fn.Operation] = h
	return kernel, host
}

// kernelName is libomptarget's style of name for the kernel of a target
// region of function fn: __omp_offloading_<fn>_l<line>; the symbol table
// makes it unique.
func kernelName(fn string, loc ir.Location) string {
	var sb strings.Builder
	sb.WriteString("__omp_offloading_" + fn + "_l")
	if f, ok := ir.FileLineCol(loc); ok {
		sb.WriteString(strconv.Itoa(int(f.Line())))
	} else {
		sb.WriteString("0")
	}
	return sb.String()
}

// envClauses converts a construct's device (to i32) and if (to i1)
// clauses.
func (l *lowering) envClauses(b *ir.Builder, op *ir.Operation, device, cond *ir.Value) (offload.Env, error) {
	var env offload.Env
	var err error
	if device != nil {
		if env.Device, err = toI32(b, op, "device", device); err != nil {
			return env, err
		}
	}
	if cond != nil {
		if env.If, err = toI1(b, op, cond); err != nil {
			return env, err
		}
	}
	return env, nil
}

// teamsClauses returns the num_teams and thread_limit of a launch of t:
// those of the omp.teams directly in t's region (evaluated before the
// launch, see materialize), else t's thread_limit. The omp.teams stays
// in the kernel as it is.
func (l *lowering) teamsClauses(b *ir.Builder, t omp.TargetOp, caps []capture) (numTeams, threadLimit *ir.Value, err error) {
	threadLimit = t.ThreadLimit()
	var teams omp.TeamsOp
	for op := range t.Body().Ops() {
		if tm, ok := omp.AsTeams(op); ok {
			teams = tm
			break
		}
	}
	if teams.Operation != nil {
		hosted := map[*ir.Value]*ir.Value{}
		for _, c := range caps {
			hosted[c.arg] = c.info.VarPtr()
		}
		m := &materializer{b: b, region: t.Region(0), hosted: hosted, mapping: ir.NewMapping()}
		if v := teams.NumTeamsUpper(); v != nil {
			if numTeams, err = m.value(teams.Operation, "num_teams", v); err != nil {
				return nil, nil, err
			}
		}
		if v := teams.ThreadLimit(); v != nil {
			if threadLimit, err = m.value(teams.Operation, "thread_limit", v); err != nil {
				return nil, nil, err
			}
		}
	}
	if numTeams != nil {
		if numTeams, err = toI32(b, teams.Operation, "num_teams", numTeams); err != nil {
			return nil, nil, err
		}
	}
	if threadLimit != nil {
		if threadLimit, err = toI32(b, t.Operation, "thread_limit", threadLimit); err != nil {
			return nil, nil, err
		}
	}
	return numTeams, threadLimit, nil
}

// materializer evaluates, before a target construct, a value its region
// computes: the region's ops it depends on are copied out, with the
// region's block arguments standing for the host addresses of the
// variables (hosted). Only ops that read memory at most, and hold no
// region, can be copied: the value of a clause is an expression of
// constants and variables.
type materializer struct {
	b       *ir.Builder
	region  *ir.Region
	hosted  map[*ir.Value]*ir.Value
	mapping *ir.Mapping
}

func (m *materializer) value(user *ir.Operation, clause string, v *ir.Value) (*ir.Value, error) {
	if w := m.mapping.Lookup(v); w != nil {
		return w, nil
	}
	if !m.region.IsAncestor(v.ParentRegion()) {
		return v, nil
	}
	if v.IsBlockArgument() {
		if h := m.hosted[v]; h != nil {
			return h, nil
		}
		return nil, user.Errorf("the %s clause depends on a value of the region that the construct cannot compute before the launch", clause)
	}
	op := v.DefiningOp()
	effects, known := op.MemoryEffects()
	readOnly := known && op.NumRegions() == 0
	for _, e := range effects {
		readOnly = readOnly && e.Kind == ir.EffectRead
	}
	if !readOnly {
		return nil, user.Errorf("the %s clause depends on '%s', which the construct cannot evaluate before the launch", clause, op.Name())
	}
	for _, operand := range op.Operands() {
		if _, err := m.value(user, clause, operand); err != nil {
			return nil, err
		}
	}
	for _, operand := range op.Operands() {
		if h := m.hosted[operand]; h != nil && m.mapping.Lookup(operand) == nil {
			m.mapping.Map(operand, h)
		}
	}
	m.b.Clone(op, m.mapping)
	return m.mapping.Lookup(v), nil
}

// toI32 converts an integer clause value to the i32 the offload ops take.
func toI32(b *ir.Builder, op *ir.Operation, clause string, v *ir.Value) (*ir.Value, error) {
	loc := op.Loc()
	if it, ok := v.Type().(cir.IntType); ok {
		v = builtin.NewUnrealizedConversionCast(b, []*ir.Value{v}, []ir.Type{ir.IntegerType{Width: uint32(it.Width)}}, loc).Result(0)
	}
	it, ok := v.Type().(ir.IntegerType)
	switch {
	case !ok || !it.IsSignless():
		return nil, op.Errorf("the %s clause's value of type '%s' is not an integer", clause, ir.TypeString(v.Type()))
	case it.Width > 32:
		return arith.NewTruncI(b, v, ir.I32, loc).Result(0), nil
	case it.Width < 32:
		return arith.NewExtSI(b, v, ir.I32, loc).Result(0), nil
	}
	return v, nil
}

// toI1 converts an if clause's condition to i1.
func toI1(b *ir.Builder, op *ir.Operation, v *ir.Value) (*ir.Value, error) {
	switch v.Type().(type) {
	case cir.BoolType:
		return builtin.NewUnrealizedConversionCast(b, []*ir.Value{v}, []ir.Type{ir.I1}, op.Loc()).Result(0), nil
	}
	if v.Type() != ir.Type(ir.I1) {
		return nil, op.Errorf("the if clause's condition of type '%s' is not a boolean", ir.TypeString(v.Type()))
	}
	return v, nil
}

// dependClauses converts a construct's depend clause; offload knows in,
// out and inout.
func dependClauses(op *ir.Operation, c omp.Clauses) ([]offload.Depend, error) {
	vars, kinds := c.DependVars(), c.DependKinds()
	out := make([]offload.Depend, len(vars))
	for i, v := range vars {
		switch kinds[i] {
		case "taskdependin":
			out[i].Kind = offload.DependIn
		case "taskdependout":
			out[i].Kind = offload.DependOut
		case "taskdependinout":
			out[i].Kind = offload.DependInout
		default:
			return nil, op.Errorf("depend kind '%s' is not supported on target constructs", strings.TrimPrefix(kinds[i], "taskdepend"))
		}
		out[i].Var = v
	}
	return out, nil
}
