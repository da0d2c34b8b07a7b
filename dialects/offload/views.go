package offload

import "github.com/strata-ir/strata/ir"

// Typed views of the offload ops, for the passes that read them. The
// accessors assume verified IR.

// clauses is the reading side the views share.
type clauses struct{ *ir.Operation }

// value returns the single operand of an optional group, nil when absent.
func (c clauses) value(group string) *ir.Value {
	if vs := c.NamedValues(group); len(vs) == 1 {
		return vs[0]
	}
	return nil
}

// Device returns the device number (i32), nil for the default device.
func (c clauses) Device() *ir.Value { return c.value(deviceGroup) }

// If returns the if clause's condition (i1), nil when absent.
func (c clauses) If() *ir.Value { return c.value(ifGroup) }

// Maps returns the map entries, results of offload.map.
func (c clauses) Maps() []*ir.Value { return c.NamedValues(mapsGroup) }

// MapOps returns the map entries' ops.
func (c clauses) MapOps() []MapOp {
	maps := c.Maps()
	out := make([]MapOp, len(maps))
	for i, m := range maps {
		out[i] = MapOp{m.DefiningOp()}
	}
	return out
}

// Nowait reports the nowait clause.
func (c clauses) Nowait() bool { return c.Attr(nowaitAttr) != nil }

// Depends returns the depend clause.
func (c clauses) Depends() []Depend {
	vars := c.NamedValues(dependVarsGroup)
	kinds := dependKinds(c.Operation)
	out := make([]Depend, len(vars))
	for i, v := range vars {
		out[i] = Depend{Kind: kinds[i], Var: v}
	}
	return out
}

// Depend is one entry of a depend clause: a kind (DependIn, DependOut,
// DependInout) and the address of the list item.
type Depend struct {
	Kind string
	Var  *ir.Value
}

// MapOp is offload.map.
type MapOp struct{ *ir.Operation }

// AsMap returns op as an offload.map, if it is one.
func AsMap(op *ir.Operation) (MapOp, bool) { return MapOp{op}, op != nil && op.Is(MapOpName) }

// Base returns the list item's base address: the variable, or the
// pointer of a pointer-based section.
func (o MapOp) Base() *ir.Value { return o.NamedValues(baseGroup)[0] }

// Begin returns the address of the first byte mapped.
func (o MapOp) Begin() *ir.Value { return o.NamedValues(beginGroup)[0] }

// Size returns the number of bytes mapped (i64).
func (o MapOp) Size() *ir.Value { return o.NamedValues(sizeGroup)[0] }

// Parent returns the struct entry this entry is a member of, nil when
// it is none's.
func (o MapOp) Parent() *ir.Value { return clauses{o.Operation}.value(parentGroup) }

// Attach returns the address of the pointer to set to the device
// address of Begin, nil without pointer attachment.
func (o MapOp) Attach() *ir.Value { return clauses{o.Operation}.value(attachGroup) }

// MapType returns the map type bits.
func (o MapOp) MapType() MapFlags {
	a, _ := o.Attr(mapTypeAttr).(MapTypeAttr)
	return a.Flags
}

// SetMapType sets the map type bits.
func (o MapOp) SetMapType(f MapFlags) { o.SetAttr(mapTypeAttr, MapTypeAttr{Flags: f}) }

// VarName returns the list item as the source spelled it, "" when
// unknown.
func (o MapOp) VarName() string {
	s, _ := o.Attr(nameAttr).(ir.StringAttr)
	return s.Value
}

// DataBeginOp is offload.data_begin.
type DataBeginOp struct{ clauses }

// AsDataBegin returns op as an offload.data_begin, if it is one.
func AsDataBegin(op *ir.Operation) (DataBeginOp, bool) {
	return DataBeginOp{clauses{op}}, op != nil && op.Is(DataBeginOpName)
}

// Env returns the environment the op opens.
func (o DataBeginOp) Env() *ir.Value { return o.Result(0) }

// DataEndOp is offload.data_end.
type DataEndOp struct{ *ir.Operation }

// AsDataEnd returns op as an offload.data_end, if it is one.
func AsDataEnd(op *ir.Operation) (DataEndOp, bool) {
	return DataEndOp{op}, op != nil && op.Is(DataEndOpName)
}

// Env returns the environment closed; Begin the op that opened it.
func (o DataEndOp) Env() *ir.Value     { return o.Operand(0) }
func (o DataEndOp) Begin() DataBeginOp { return DataBeginOp{clauses{o.Env().DefiningOp()}} }

// DataMotionOp is offload.enter_data, offload.exit_data or offload.update.
type DataMotionOp struct{ clauses }

// AsDataMotion returns op as one of the data-motion ops, if it is one.
func AsDataMotion(op *ir.Operation) (DataMotionOp, bool) {
	ok := op != nil && (op.Is(EnterDataOpName) || op.Is(ExitDataOpName) || op.Is(UpdateOpName))
	return DataMotionOp{clauses{op}}, ok
}

// DeviceAddrOp is offload.device_addr.
type DeviceAddrOp struct{ *ir.Operation }

// AsDeviceAddr returns op as an offload.device_addr, if it is one.
func AsDeviceAddr(op *ir.Operation) (DeviceAddrOp, bool) {
	return DeviceAddrOp{op}, op != nil && op.Is(DeviceAddrOpName)
}

// Env and Map return the environment and the entry whose begin's device
// address the op gives.
func (o DeviceAddrOp) Env() *ir.Value { return o.Operand(0) }
func (o DeviceAddrOp) Map() *ir.Value { return o.Operand(1) }

// TranslateOp is offload.translate.
type TranslateOp struct{ clauses }

// AsTranslate returns op as an offload.translate, if it is one.
func AsTranslate(op *ir.Operation) (TranslateOp, bool) {
	return TranslateOp{clauses{op}}, op != nil && op.Is(TranslateOpName)
}

// Ptr returns the host address translated.
func (o TranslateOp) Ptr() *ir.Value { return o.value(ptrGroup) }

// LaunchOp is offload.launch.
type LaunchOp struct{ *ir.Operation }

// AsLaunch returns op as an offload.launch, if it is one.
func AsLaunch(op *ir.Operation) (LaunchOp, bool) {
	return LaunchOp{op}, op != nil && op.Is(LaunchOpName)
}

func (o LaunchOp) c() clauses { return clauses{o.Operation} }

// Callee returns the kernel's name, HostFallback the host version's.
func (o LaunchOp) Callee() string       { return o.Attr(calleeAttr).(ir.SymbolRefAttr).Leaf() }
func (o LaunchOp) HostFallback() string { return o.Attr(hostFallbackAttr).(ir.SymbolRefAttr).Leaf() }

// Args returns the kernel's arguments: map entries (passed as the device
// address of their begin) and values (passed as they are).
func (o LaunchOp) Args() []*ir.Value { return o.NamedValues(argsGroup) }

// Env returns the environment the map arguments are mapped in, nil when
// the launch passes none.
func (o LaunchOp) Env() *ir.Value { return o.c().value(envGroup) }

// Device, If, NumTeams and ThreadLimit return those clauses' values, nil
// when absent; Nowait and Depends the others.
func (o LaunchOp) Device() *ir.Value      { return o.c().Device() }
func (o LaunchOp) If() *ir.Value          { return o.c().If() }
func (o LaunchOp) NumTeams() *ir.Value    { return o.c().value(numTeamsGroup) }
func (o LaunchOp) ThreadLimit() *ir.Value { return o.c().value(threadLimitGroup) }
func (o LaunchOp) Nowait() bool           { return o.c().Nowait() }
func (o LaunchOp) Depends() []Depend      { return o.c().Depends() }

// EntriesOp is offload.entries.
type EntriesOp struct{ *ir.Operation }

// AsEntries returns op as an offload.entries, if it is one.
func AsEntries(op *ir.Operation) (EntriesOp, bool) {
	return EntriesOp{op}, op != nil && op.Is(EntriesOpName)
}

// Entries returns the table's entries.
func (o EntriesOp) Entries() []EntryAttr {
	arr, _ := o.Attr(entriesAttr).(*ir.ArrayAttr)
	if arr == nil {
		return nil
	}
	out := make([]EntryAttr, len(arr.Elems()))
	for i, e := range arr.Elems() {
		out[i] = e.(EntryAttr)
	}
	return out
}

// ModuleEntries returns the offload.entries op of module, if it has one.
func ModuleEntries(module *ir.Operation) (EntriesOp, bool) {
	for op := range module.Region(0).First().Ops() {
		if e, ok := AsEntries(op); ok {
			return e, true
		}
	}
	return EntriesOp{}, false
}
