package offload

import (
	"fmt"
	"slices"

	"github.com/strata-ir/strata/ir"
)

// definedBy reports whether v is a result of an op named name.
func definedBy(v *ir.Value, name string) bool {
	d := v.DefiningOp()
	return d != nil && d.Is(name)
}

func verifyMap(op *ir.Operation) error {
	f := op.Attr(mapTypeAttr).(MapTypeAttr).Flags
	if rest := f &^ MapKnownFlags; rest != 0 {
		return fmt.Errorf("map type has bits that are not map types or modifiers: %#x", uint64(rest))
	}
	if parent := op.NamedValues(parentGroup); len(parent) == 1 && !definedBy(parent[0], MapOpName) {
		return fmt.Errorf("the parent must be a map entry, the result of an %s", MapOpName)
	}
	return nil
}

// verifyMapList checks the map entries of a data op: results of
// offload.map, none twice, each member after its parent, and none with a
// map type in forbidden (what says what the op accepts).
func verifyMapList(op *ir.Operation, forbidden MapFlags, what string) error {
	maps := op.NamedValues(mapsGroup)
	for i, m := range maps {
		mo, ok := AsMap(m.DefiningOp())
		if !ok {
			return fmt.Errorf("map entry #%d is not the result of an %s", i, MapOpName)
		}
		if slices.Index(maps, m) != i {
			return fmt.Errorf("map entry #%d is listed twice", i)
		}
		if parent := mo.Parent(); parent != nil && !slices.Contains(maps[:i], parent) {
			return fmt.Errorf("map entry #%d is a member of an entry that does not come before it in the list", i)
		}
		if bad := mo.MapType() & forbidden; bad != 0 {
			return fmt.Errorf("%s: map entry #%d has map type '%s'", what, i, mo.MapType())
		}
	}
	return nil
}

func verifyDataBegin(op *ir.Operation) error {
	return verifyMapList(op, MapDelete, "a structured data environment deletes nothing")
}

// envBegin returns the offload.data_begin that opened env, nil when env
// is not the result of one.
func envBegin(env *ir.Value) (DataBeginOp, bool) { return AsDataBegin(env.DefiningOp()) }

func verifyDataEnd(op *ir.Operation) error {
	if _, ok := envBegin(op.Operand(0)); !ok {
		return fmt.Errorf("the environment must be the result of an %s", DataBeginOpName)
	}
	return nil
}

func verifyEnterData(op *ir.Operation) error {
	if err := verifyMapList(op, MapFrom|MapDelete, "enter_data copies to the device or allocates"); err != nil {
		return err
	}
	return verifyDepend(op)
}

func verifyExitData(op *ir.Operation) error {
	if err := verifyMapList(op, MapTo, "exit_data copies from the device, releases or deletes"); err != nil {
		return err
	}
	return verifyDepend(op)
}

func verifyUpdate(op *ir.Operation) error {
	if err := verifyMapList(op, MapDelete, "update copies, it does not delete"); err != nil {
		return err
	}
	for i, m := range op.NamedValues(mapsGroup) {
		if f := (MapOp{m.DefiningOp()}).MapType() & MapToFrom; f == 0 || f == MapToFrom {
			return fmt.Errorf("update copies each entry one way: map entry #%d must have map type to or from, not both or neither", i)
		}
	}
	return verifyDepend(op)
}

// verifyDepend checks that each depend variable has a kind.
func verifyDepend(op *ir.Operation) error {
	vars := op.NamedValues(dependVarsGroup)
	kinds := dependKinds(op)
	if op.Attr(dependKindsAttr) != nil && kinds == nil {
		return fmt.Errorf("%s must be an array of strings", dependKindsAttr)
	}
	if len(kinds) != len(vars) {
		return fmt.Errorf("%d depend variables but %d dependence kinds", len(vars), len(kinds))
	}
	for _, k := range kinds {
		if !isDependKind(k) {
			return fmt.Errorf("dependence kind '%s' is not in, out or inout", k)
		}
	}
	return nil
}

func verifyDeviceAddr(op *ir.Operation) error {
	begin, ok := envBegin(op.Operand(0))
	if !ok {
		return fmt.Errorf("the environment must be the result of an %s", DataBeginOpName)
	}
	if !slices.Contains(begin.Maps(), op.Operand(1)) {
		return fmt.Errorf("the map entry is not one of the environment's maps")
	}
	return nil
}

func verifyTranslate(op *ir.Operation) error {
	if op.Result(0).Type() != op.Operand(0).Type() {
		return fmt.Errorf("result type '%s' must be the type of the pointer translated, '%s'",
			ir.TypeString(op.Result(0).Type()), ir.TypeString(op.Operand(0).Type()))
	}
	return nil
}

func verifyLaunch(op *ir.Operation) error {
	l := LaunchOp{op}
	var env []*ir.Value
	if e := l.Env(); e != nil {
		begin, ok := envBegin(e)
		if !ok {
			return fmt.Errorf("the environment must be the result of an %s", DataBeginOpName)
		}
		env = begin.Maps()
	}
	for i, a := range l.Args() {
		if !isMap(a.Type()) {
			continue
		}
		if l.Env() == nil {
			return fmt.Errorf("argument #%d is a map entry, which needs the environment it is mapped in (env)", i)
		}
		if !slices.Contains(env, a) {
			return fmt.Errorf("argument #%d is a map entry that is not one of the environment's maps", i)
		}
	}
	return verifyDepend(op)
}

// function returns the function op named by ref from op, with its
// signature; checked is false when there is no symbol table to look in.
func function(op *ir.Operation, symbols *ir.SymbolTableCollection, ref ir.SymbolRefAttr) (fn *ir.Operation, sig ir.Signature, checked bool, err error) {
	if ir.NearestSymbolTable(op) == nil {
		return nil, sig, false, nil
	}
	fn = symbols.LookupNearestSymbolFrom(op, ref)
	if fn == nil {
		return nil, sig, true, fmt.Errorf("'%s' does not reference a symbol", ref.Leaf())
	}
	model, ok := ir.Interface[ir.FunctionOpInterface](fn)
	if !ok {
		return nil, sig, true, fmt.Errorf("'%s' does not reference a function", ref.Leaf())
	}
	if sig, ok = model.Signature(fn); !ok {
		return nil, sig, true, fmt.Errorf("'%s' has no valid signature", ref.Leaf())
	}
	return fn, sig, true, nil
}

func verifyLaunchSymbols(op *ir.Operation, symbols *ir.SymbolTableCollection) error {
	l := LaunchOp{op}
	kernel, sig, checked, err := function(op, symbols, op.Attr(calleeAttr).(ir.SymbolRefAttr))
	if !checked || err != nil {
		return err
	}
	name := l.Callee()
	if !kernel.HasAttr(KernelAttrName) {
		return fmt.Errorf("callee '%s' is not a kernel: it has no %s attribute", name, KernelAttrName)
	}
	if len(sig.Results) != 0 || sig.Variadic {
		return fmt.Errorf("kernel '%s' must return nothing and take a fixed number of arguments", name)
	}
	args := l.Args()
	if len(args) != len(sig.Inputs) {
		return fmt.Errorf("kernel '%s' takes %d arguments, the launch passes %d", name, len(sig.Inputs), len(args))
	}
	for i, a := range args {
		want := sig.Inputs[i]
		if isMap(a.Type()) {
			if !IsHostPointer(want) {
				return fmt.Errorf("argument #%d is a map entry, passed as a device address, but parameter #%d of '%s' is '%s', not a pointer", i, i, name, ir.TypeString(want))
			}
		} else if a.Type() != want {
			return fmt.Errorf("argument #%d has type '%s' but parameter #%d of '%s' has type '%s'", i, ir.TypeString(a.Type()), i, name, ir.TypeString(want))
		}
	}
	host, hostSig, _, err := function(op, symbols, op.Attr(hostFallbackAttr).(ir.SymbolRefAttr))
	if err != nil {
		return fmt.Errorf("host fallback: %v", err)
	}
	fallback := l.HostFallback()
	if host.HasAttr(KernelAttrName) {
		return fmt.Errorf("host fallback '%s' is a kernel; it must be the host version", fallback)
	}
	if !slices.Equal(hostSig.Inputs, sig.Inputs) || len(hostSig.Results) != 0 || hostSig.Variadic {
		return fmt.Errorf("host fallback '%s' must have the signature of kernel '%s'", fallback, name)
	}
	return nil
}

func verifyEntries(op *ir.Operation) error {
	seen := map[string]bool{}
	for i, e := range (EntriesOp{op}).Entries() {
		if seen[e.Symbol] {
			return fmt.Errorf("entry #%d: '%s' is listed twice", i, e.Symbol)
		}
		seen[e.Symbol] = true
		if e.Kind > EntryLink {
			return fmt.Errorf("entry #%d: unknown entry kind %d", i, e.Kind)
		}
		if (e.Kind == EntryKernel) != (e.Ref == "") {
			return fmt.Errorf("entry #%d: a global has a reference pointer and a kernel none", i)
		}
	}
	return nil
}

func verifyEntriesSymbols(op *ir.Operation, symbols *ir.SymbolTableCollection) error {
	for i, e := range (EntriesOp{op}).Entries() {
		if e.Kind == EntryKernel {
			fn, _, checked, err := function(op, symbols, ir.SymbolRef(e.Symbol))
			if !checked {
				return nil
			}
			if err != nil {
				return fmt.Errorf("entry #%d: %v", i, err)
			}
			if !fn.HasAttr(KernelAttrName) {
				return fmt.Errorf("entry #%d: '%s' is not a kernel: it has no %s attribute", i, e.Symbol, KernelAttrName)
			}
			continue
		}
		for _, s := range []string{e.Symbol, e.Ref} {
			target := symbols.LookupNearestSymbolFrom(op, ir.SymbolRef(s))
			if target == nil {
				return fmt.Errorf("entry #%d: '%s' does not reference a symbol", i, s)
			}
			if _, isFunc := ir.Interface[ir.FunctionOpInterface](target); isFunc {
				return fmt.Errorf("entry #%d: '%s' is a function, not a global", i, s)
			}
		}
	}
	return nil
}
