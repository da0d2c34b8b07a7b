package omplowering

import (
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// The emit primitives of the offload lowering (offload.go): the map
// arrays of libomptarget's entry points, LLVM 16's kernel argument
// descriptor, the kernel call with its host fallback, pointer
// translation and the registration descriptor.

// offloadPrimitives returns them.
func offloadPrimitives() []Primitive {
	schema := dsl.DefaultSchema()
	prim := func(name string, emit func(*Emitter, []dsl.Value) error) Primitive {
		return Primitive{Info: *schema.Primitives[name], Emit: emit}
	}
	return []Primitive{
		prim("map_args", emitMapArgs),
		prim("kernel_args", emitKernelArgs),
		prim("kernel_launch", emitKernelLaunch),
		prim("mapped_ptr", emitMappedPtr),
		prim("bin_desc", emitBinDesc),
		prim("host_fallback", func(e *Emitter, _ []dsl.Value) error {
			la, ok := offload.AsLaunch(e.Construct)
			if !ok {
				return e.Errorf("host_fallback lowers an offload.launch")
			}
			return callHostFallback(e, la)
		}),
		prim("host_address", emitHostAddress),
	}
}

// libomptarget's map-type bits that the lowering adds.
const (
	mapTargetParam = uint64(offload.MapTargetParam)
	mapLiteral     = uint64(offload.MapLiteral)
	mapPtrAndObj   = uint64(offload.MapPtrAndObj)
	memberOfShift  = 48
)

// mapRow is one entry of the map arrays.
type mapRow struct {
	base, begin, size *ir.Value
	flags             uint64
}

// mapRows returns the rows of an offload op's map arrays. A launch's
// rows are its arguments in order (the kernel's parameters, with
// TARGET_PARAM; a value as a LITERAL whose pointer is the value), each
// map followed by its members, then the rest of its environment's maps;
// a data op's rows are its maps (a data_end's those of its data_begin).
// A member carries MEMBER_OF (its parent's row plus one, in bits 48 and
// up); a member with attach is PTR_AND_OBJ based at the pointer it sets.
func mapRows(e *Emitter) ([]mapRow, error) {
	op := e.Construct
	var args, maps []*ir.Value
	if la, ok := offload.AsLaunch(op); ok {
		args = la.Args()
		if env := la.Env(); env != nil {
			if b, ok := offload.AsDataBegin(env.DefiningOp()); ok {
				maps = b.Maps()
			}
		}
	} else {
		maps = readOffloadOp(op).maps
	}
	// A target data construct's maps are structured: they hold their
	// data until the construct ends, whatever enter and exit data do in
	// between (OpenMP 5.2, 5.8.3). libomptarget's data entry points count
	// dynamically unless an entry says ompx_hold, so the structured ones
	// say it; a launch's maps are the kernel's own, structured already.
	var hold uint64
	if op.Is(offload.DataBeginOpName) || op.Is(offload.DataEndOpName) {
		hold = uint64(offload.MapOmpxHold)
	}
	index := map[*ir.Value]int{}
	var rows []mapRow
	var add func(m *ir.Value, param bool) error
	children := func(parent *ir.Value) []*ir.Value {
		var out []*ir.Value
		for _, m := range maps {
			if mo, ok := offload.AsMap(m.DefiningOp()); ok && mo.Parent() == parent {
				out = append(out, m)
			}
		}
		return out
	}
	add = func(m *ir.Value, param bool) error {
		if _, done := index[m]; done {
			return nil
		}
		mo, ok := offload.AsMap(m.DefiningOp())
		if !ok {
			return e.Errorf("map entry is not the result of an offload.map")
		}
		r := mapRow{base: mo.Base(), begin: mo.Begin(), size: mo.Size(), flags: uint64(mo.MapType()) | hold}
		if param {
			r.flags |= mapTargetParam
		}
		if p := mo.Parent(); p != nil {
			pi, ok := index[p]
			if !ok {
				return e.Errorf("the member entry '%s' comes before its parent", mo.VarName())
			}
			r.flags |= uint64(pi+1) << memberOfShift
		}
		// Attachment is libomptarget's PTR_AND_OBJ, based at the pointer,
		// for a pointer that is itself mapped: a member of a mapped
		// struct. A pointer variable that is not mapped (p[lo:len] of a
		// local p) has nothing on the device to attach; the kernel gets
		// the translated pointee (the base) instead, as clang does it.
		if at := mo.Attach(); at != nil && mo.Parent() != nil {
			r.base = at
			r.flags |= mapPtrAndObj
		}
		index[m] = len(rows)
		rows = append(rows, r)
		for _, c := range children(m) {
			if err := add(c, false); err != nil {
				return err
			}
		}
		return nil
	}
	loc := op.Loc()
	for _, a := range args {
		if a.Type() == (offload.MapType{}) {
			if err := add(a, true); err != nil {
				return nil, err
			}
			continue
		}
		// A value: LITERAL, its bits in the pointer slot.
		w, err := valueAsPointer(e, a)
		if err != nil {
			return nil, err
		}
		size, _, ok := sizeAlign(a.Type())
		if !ok {
			return nil, e.Errorf("kernel argument of type %s has no size", ir.TypeString(a.Type()))
		}
		rows = append(rows, mapRow{base: w, begin: w, size: llvm.NewIntConstant(e.B, ir.I64, size, loc), flags: mapLiteral | mapTargetParam})
	}
	for _, m := range maps {
		mo, _ := offload.AsMap(m.DefiningOp())
		if mo.Operation != nil && mo.Parent() != nil {
			continue // after its parent
		}
		if err := add(m, false); err != nil {
			return nil, err
		}
	}
	return rows, nil
}

// valueAsPointer returns v's bits as a pointer (a by-value kernel
// argument in a map array): integers widened to 64 bits, floats by
// their bits.
func valueAsPointer(e *Emitter, v *ir.Value) (*ir.Value, error) {
	loc := e.Construct.Loc()
	switch t := v.Type().(type) {
	case llvm.PointerType:
		return v, nil
	case ir.IntegerType:
		w := v
		if t.Width < 64 {
			w = llvm.NewCast(e.B, llvm.ZExtOpName, v, ir.I64, loc).Result(0)
		}
		return llvm.NewCast(e.B, llvm.IntToPtrOpName, w, llvm.Ptr, loc).Result(0), nil
	case ir.FloatType:
		bits := ir.IntType(32)
		if t == ir.F64 {
			bits = ir.I64
		} else if t != ir.F32 {
			break
		}
		w := llvm.NewCast(e.B, llvm.BitcastOpName, v, bits, loc).Result(0)
		return valueAsPointer(e, w)
	}
	return nil, e.Errorf("a kernel argument of type %s cannot be passed by value", ir.TypeString(v.Type()))
}

// emitMapArgs is `emit map_args`: the map arrays on the stack, bound as
// map_count (i32), map_base_ptrs, map_ptrs, map_sizes and map_types
// (pointers to the arrays; null when there is no entry).
func emitMapArgs(e *Emitter, _ []dsl.Value) error {
	rows, err := mapRows(e)
	if err != nil {
		return err
	}
	loc := e.Construct.Loc()
	i64 := ir.I64
	e.SetVar("map_count", llvm.NewIntConstant(e.B, ir.IntType(32), int64(len(rows)), loc))
	if len(rows) == 0 {
		for _, n := range []string{"map_base_ptrs", "map_ptrs", "map_sizes", "map_types"} {
			e.SetVar(n, llvm.NewNull(e.B, loc).Result(0))
		}
		return nil
	}
	n := int64(len(rows))
	ptrs := llvm.ArrayType{Elem: llvm.Ptr, Len: n}
	ints := llvm.ArrayType{Elem: i64, Len: n}
	arrays := make([]*ir.Value, 4)
	for i, t := range []ir.Type{ptrs, ptrs, ints, ints} {
		if arrays[i], err = e.EntryAlloca(t); err != nil {
			return err
		}
	}
	for i, r := range rows {
		at := func(a int, t ir.Type) *ir.Value {
			return llvm.NewGEP(e.B, t, arrays[a], []llvm.GEPIndex{{Const: 0}, {Const: int32(i)}}, loc).Result(0)
		}
		llvm.NewStore(e.B, r.base, at(0, ptrs), 8, false, loc)
		llvm.NewStore(e.B, r.begin, at(1, ptrs), 8, false, loc)
		size := r.size
		if size, err = e.convert(size, i64, "size"); err != nil {
			return err
		}
		llvm.NewStore(e.B, size, at(2, ints), 8, false, loc)
		llvm.NewStore(e.B, llvm.NewIntConstant(e.B, i64, int64(r.flags), loc), at(3, ints), 8, false, loc)
	}
	for i, name := range []string{"map_base_ptrs", "map_ptrs", "map_sizes", "map_types"} {
		e.SetVar(name, arrays[i])
	}
	return nil
}

// kernelArgsType is LLVM 16's __tgt_kernel_arguments as Debian's
// clang-16 builds it (version 2): version, argument count, the five
// arrays and the mappers, trip count, flags, teams and thread limit per
// dimension, dynamic group memory.
func kernelArgsType(ctx *ir.Context) llvm.StructType {
	i32, i64 := ir.IntType(32), ir.I64
	dims := llvm.ArrayType{Elem: i32, Len: 3}
	return llvm.LiteralStruct(ctx, []ir.Type{i32, i32, llvm.Ptr, llvm.Ptr, llvm.Ptr, llvm.Ptr, llvm.Ptr, llvm.Ptr, i64, i64, dims, dims, i32}, false)
}

// emitKernelArgs is `emit kernel_args` (after map_args): the kernel
// argument descriptor on the stack, bound as kernel_args.
func emitKernelArgs(e *Emitter, _ []dsl.Value) error {
	la, ok := offload.AsLaunch(e.Construct)
	if !ok {
		return e.Errorf("kernel_args lowers an offload.launch")
	}
	loc := e.Construct.Loc()
	i32, i64 := ir.IntType(32), ir.I64
	t := kernelArgsType(e.B.Ctx)
	desc, err := e.EntryAlloca(t)
	if err != nil {
		return err
	}
	field := func(i int32, idx ...int32) *ir.Value {
		ix := []llvm.GEPIndex{{Const: 0}, {Const: i}}
		for _, j := range idx {
			ix = append(ix, llvm.GEPIndex{Const: j})
		}
		return llvm.NewGEP(e.B, t, desc, ix, loc).Result(0)
	}
	store := func(v *ir.Value, i int32, idx ...int32) { llvm.NewStore(e.B, v, field(i, idx...), 0, false, loc) }
	get := func(name string, want ir.Type) (*ir.Value, error) {
		return e.Arg(dsl.Value{Kind: dsl.ValVar, Str: name}, want)
	}
	store(llvm.NewIntConstant(e.B, i32, 2, loc), 0)
	count, err := get("map_count", i32)
	if err != nil {
		return err
	}
	store(count, 1)
	for i, name := range []string{"map_base_ptrs", "map_ptrs", "map_sizes", "map_types"} {
		v, err := get(name, nil)
		if err != nil {
			return err
		}
		store(v, int32(2+i))
	}
	store(llvm.NewNull(e.B, loc).Result(0), 6)
	store(llvm.NewNull(e.B, loc).Result(0), 7)
	store(llvm.NewIntConstant(e.B, i64, 0, loc), 8)
	flags := int64(0)
	if la.Nowait() {
		flags = 1
	}
	store(llvm.NewIntConstant(e.B, i64, flags, loc), 9)
	teams, err := get("league_size", i32)
	if err != nil {
		return err
	}
	limit, err := get("team_thread_limit", i32)
	if err != nil {
		return err
	}
	zero := llvm.NewIntConstant(e.B, i32, 0, loc)
	store(teams, 10, 0)
	store(zero, 10, 1)
	store(zero, 10, 2)
	store(limit, 11, 0)
	store(zero, 11, 1)
	store(zero, 11, 2)
	store(zero, 12)
	e.SetVar("kernel_args", desc)
	return nil
}

// emitKernelLaunch is kernel_launch(function, [args]): it calls the
// runtime's launch function, which returns an i32, and when that is not
// zero (the device cannot run the kernel: offload disabled, no device)
// runs the kernel's host fallback, as compilers do.
func emitKernelLaunch(e *Emitter, args []dsl.Value) error {
	la, ok := offload.AsLaunch(e.Construct)
	if !ok {
		return e.Errorf("kernel_launch lowers an offload.launch")
	}
	if args[0].Kind != dsl.ValString {
		return e.Errorf("kernel_launch expects the launch function's name as a string, found %s", args[0])
	}
	if args[1].Kind != dsl.ValList {
		return e.Errorf("kernel_launch expects the launch function's arguments as a list, found %s", args[1])
	}
	vals, err := e.Args(args[1].Elems)
	if err != nil {
		return err
	}
	loc := e.Construct.Loc()
	i32 := ir.IntType(32)
	types := make([]ir.Type, len(vals))
	for i, v := range vals {
		types[i] = v.Type()
	}
	ft := llvm.Func(e.B.Ctx, i32, types, false)
	if err := e.declare(args[0].Str, ft); err != nil {
		return err
	}
	rc := llvm.NewCall(e.B, args[0].Str, ft, vals, loc).Result(0)
	failed := llvm.NewICmp(e.B, llvm.ICmpNE, rc, llvm.NewIntConstant(e.B, i32, 0, loc), loc).Result(0)
	head, cont := e.SplitBlock()
	fallback := ir.NewBlock(nil, nil)
	head.Parent().InsertAfter(head, fallback)
	e.B.SetInsertionPointToEnd(head)
	llvm.NewCondBr(e.B, failed, fallback, nil, cont, nil, loc)
	e.B.SetInsertionPointToEnd(fallback)
	if err := callHostFallback(e, la); err != nil {
		return err
	}
	llvm.NewBr(e.B, cont, nil, loc)
	e.B.SetInsertionPointBefore(e.anchorOp())
	return nil
}

// emitMappedPtr is mapped_ptr(function): the result of offload.translate
// (or offload.device_addr: its entry's begin) is function(host address,
// device number as i32), OpenMP's omp_get_mapped_ptr.
func emitMappedPtr(e *Emitter, args []dsl.Value) error {
	if args[0].Kind != dsl.ValString {
		return e.Errorf("mapped_ptr expects a function name as a string, found %s", args[0])
	}
	op := e.Construct
	var host *ir.Value
	if t, ok := offload.AsTranslate(op); ok {
		host = t.Ptr()
	} else if d, ok := offload.AsDeviceAddr(op); ok {
		m, ok := offload.AsMap(d.Map().DefiningOp())
		if !ok {
			return e.Errorf("device_addr's entry is not the result of an offload.map")
		}
		host = m.Begin()
	} else {
		return e.Errorf("mapped_ptr lowers offload.translate or offload.device_addr")
	}
	// The device API takes a device number, not the runtime's -1 for
	// the default device: without a device clause, ask for it.
	i32 := ir.IntType(32)
	var dev *ir.Value
	if d := readOffloadOp(op).device; d != nil {
		var err error
		if dev, err = e.convert(d, i32, "device"); err != nil {
			return err
		}
	} else {
		call, err := e.Call("omp_get_default_device", nil, i32)
		if err != nil {
			return err
		}
		dev = call.Result(0)
	}
	ft := llvm.Func(e.B.Ctx, llvm.Ptr, []ir.Type{host.Type(), dev.Type()}, false)
	if err := e.declare(args[0].Str, ft); err != nil {
		return err
	}
	r := llvm.NewCall(e.B, args[0].Str, ft, []*ir.Value{host, dev}, op.Loc()).Result(0)
	op.Result(0).ReplaceAllUsesWith(r)
	return nil
}

// entryType is __tgt_offload_entry: address, name, size, flags, reserved.
func entryType(ctx *ir.Context) llvm.StructType {
	i32 := ir.IntType(32)
	return llvm.LiteralStruct(ctx, []ir.Type{llvm.Ptr, llvm.Ptr, ir.I64, i32, i32}, false)
}

// emitBinDesc is `emit bin_desc` (offload_register): a constant
// __tgt_bin_desc { i32 0 images, null, entries begin, entries end } over
// a constant table of the module's entries, bound as bin_desc. A kernel's
// entry is { its host address (the host fallback, which launches pass as
// the kernel), the device version's name, 0, 0, 0 }; a global's is { the
// host variable, its reference pointer's name, its size, 0, 0 }, so that
// a runtime can find both in the module it runs. There is no device
// image: natively no device accepts the module, so kernels fall back to
// the host.
func emitBinDesc(e *Emitter, _ []dsl.Value) error {
	m, err := e.Module()
	if err != nil {
		return err
	}
	loc := e.Construct.Loc()
	entries := e.offloadEntries.Entries()
	fallbacks := map[string]string{}
	m.WalkAll(func(op *ir.Operation) {
		if la, ok := offload.AsLaunch(op); ok {
			if _, seen := fallbacks[la.Callee()]; !seen {
				fallbacks[la.Callee()] = la.HostFallback()
			}
		}
	})
	type row struct {
		addr, name string
		size       int64
	}
	var rows []row
	for _, en := range entries {
		if en.Kind == offload.EntryKernel {
			host, ok := fallbacks[en.Symbol]
			if !ok {
				continue // never launched: nothing to register
			}
			rows = append(rows, row{addr: host, name: en.Symbol})
			continue
		}
		g := lookupSymbol(m, en.Symbol)
		if g == nil || !g.Is(llvm.GlobalOpName) {
			return e.Errorf("offload entry '@%s' is not an llvm.mlir.global", en.Symbol)
		}
		size, _, ok := sizeAlign(llvm.GlobalOp{Operation: g}.Type())
		if !ok {
			return e.Errorf("offload entry '@%s' has no size", en.Symbol)
		}
		rows = append(rows, row{addr: en.Symbol, name: en.Ref, size: size})
	}
	// The names, then the table, then the descriptor.
	names := make([]string, len(rows))
	for i, r := range rows {
		v, err := e.StringGlobal(r.name)
		if err != nil {
			return err
		}
		names[i] = v.DefiningOp().Attr(llvm.GlobalNameAttr).(ir.SymbolRefAttr).Leaf()
		v.DefiningOp().Erase()
	}
	et := entryType(e.B.Ctx)
	table := llvm.ArrayType{Elem: et, Len: int64(len(rows))}
	i32 := ir.IntType(32)
	b := ir.NewBuilder(e.B.Ctx)
	b.SetInsertionPointToEnd(m.Region(0).First())
	tableName := uniqueSymbol(m, ".omp_offloading.entries")
	g := llvm.NewGlobal(b, tableName, table, llvm.Internal, llvm.GlobalOptions{Constant: true, Alignment: 8}, loc)
	b.SetInsertionPointToEnd(b.CreateBlock(g.Region(0), nil, nil))
	agg := llvm.NewUndef(b, table, loc).Result(0)
	for i, r := range rows {
		fields := []*ir.Value{
			llvm.NewAddressOf(b, r.addr, loc).Result(0),
			llvm.NewAddressOf(b, names[i], loc).Result(0),
			llvm.NewIntConstant(b, ir.I64, r.size, loc),
			llvm.NewIntConstant(b, i32, 0, loc),
			llvm.NewIntConstant(b, i32, 0, loc),
		}
		for f, v := range fields {
			agg = llvm.NewInsertValue(b, agg, v, []int64{int64(i), int64(f)}, loc).Result(0)
		}
	}
	llvm.NewReturn(b, []*ir.Value{agg}, loc)

	dt := llvm.LiteralStruct(e.B.Ctx, []ir.Type{i32, llvm.Ptr, llvm.Ptr, llvm.Ptr}, false)
	b.SetInsertionPointToEnd(m.Region(0).First())
	descName := uniqueSymbol(m, ".omp_offloading.descriptor")
	d := llvm.NewGlobal(b, descName, dt, llvm.Internal, llvm.GlobalOptions{Constant: true, Alignment: 8}, loc)
	b.SetInsertionPointToEnd(b.CreateBlock(d.Region(0), nil, nil))
	desc := llvm.NewUndef(b, dt, loc).Result(0)
	begin := llvm.NewAddressOf(b, tableName, loc).Result(0)
	end := llvm.NewGEP(b, table, begin, []llvm.GEPIndex{{Const: 1}}, loc).Result(0)
	for f, v := range []*ir.Value{llvm.NewIntConstant(b, i32, 0, loc), llvm.NewNull(b, loc).Result(0), begin, end} {
		desc = llvm.NewInsertValue(b, desc, v, []int64{int64(f)}, loc).Result(0)
	}
	llvm.NewReturn(b, []*ir.Value{desc}, loc)
	e.SetVar("bin_desc", llvm.NewAddressOf(e.B, descName, loc).Result(0))
	return nil
}

// emitHostAddress is `emit host_address`: offload.translate's result is
// its operand, offload.device_addr's its entry's begin.
func emitHostAddress(e *Emitter, _ []dsl.Value) error {
	op := e.Construct
	if t, ok := offload.AsTranslate(op); ok {
		op.Result(0).ReplaceAllUsesWith(t.Ptr())
		return nil
	}
	if d, ok := offload.AsDeviceAddr(op); ok {
		m, ok := offload.AsMap(d.Map().DefiningOp())
		if !ok {
			return e.Errorf("device_addr's entry is not the result of an offload.map")
		}
		op.Result(0).ReplaceAllUsesWith(m.Begin())
		return nil
	}
	return e.Errorf("host_address lowers offload.translate or offload.device_addr")
}
