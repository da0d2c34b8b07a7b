package offload

import "github.com/strata-ir/strata/ir"

// build creates op name from operand groups by name, adding the
// operand_segment_sizes the groups need. A group the op does not have
// is a bug of the caller, reported with a panic rather than by dropping
// its operands.
func build(b *ir.Builder, name string, loc ir.Location, operands map[string][]*ir.Value, attrs []ir.NamedAttribute, results ...ir.Type) *ir.Operation {
	def := b.Ctx.OpDef(name)
	if def == nil {
		panic("offload: '" + name + "' is not registered")
	}
	used := 0
	groupsInOrder := make([][]*ir.Value, len(def.Operands))
	var flat []*ir.Value
	for i, d := range def.Operands {
		if g, ok := operands[d.Name]; ok {
			groupsInOrder[i] = g
			used++
		}
		flat = append(flat, groupsInOrder[i]...)
	}
	if used != len(operands) {
		panic("offload: an operand group given to " + name + " is not one of its groups")
	}
	if seg := segmentSizes(b.Ctx, def.Operands, groupsInOrder); seg != nil {
		attrs = append(attrs, ir.NamedAttribute{Name: ir.OperandSegmentSizesAttr, Value: seg})
	}
	return b.Create(ir.OperationState{Name: name, Loc: loc, Operands: flat, Attributes: attrs, ResultTypes: results})
}

// optional returns the group of an optional operand: empty for nil.
func optional(v *ir.Value) []*ir.Value {
	if v == nil {
		return nil
	}
	return []*ir.Value{v}
}

// MapEntry describes an offload.map to build; Parent, Attach and Name
// are optional.
type MapEntry struct {
	Base, Begin, Size *ir.Value
	Type              MapFlags
	Parent, Attach    *ir.Value
	Name              string
}

// NewMap creates an offload.map.
func NewMap(b *ir.Builder, e MapEntry, loc ir.Location) MapOp {
	attrs := []ir.NamedAttribute{{Name: mapTypeAttr, Value: MapTypeAttr{Flags: e.Type}}}
	if e.Name != "" {
		attrs = append(attrs, ir.NamedAttribute{Name: nameAttr, Value: ir.Str(e.Name)})
	}
	op := build(b, MapOpName, loc, map[string][]*ir.Value{
		baseGroup: {e.Base}, beginGroup: {e.Begin}, sizeGroup: {e.Size},
		parentGroup: optional(e.Parent), attachGroup: optional(e.Attach),
	}, attrs, MapType{})
	return MapOp{op}
}

// Env says where a data op runs: the device (i32, nil for the default)
// and the if condition (i1, nil for none).
type Env struct {
	Device, If *ir.Value
}

// NewDataBegin creates an offload.data_begin of maps.
func NewDataBegin(b *ir.Builder, env Env, maps []*ir.Value, loc ir.Location) DataBeginOp {
	op := build(b, DataBeginOpName, loc, map[string][]*ir.Value{
		deviceGroup: optional(env.Device), ifGroup: optional(env.If), mapsGroup: maps,
	}, nil, EnvType{})
	return DataBeginOp{clauses{op}}
}

// NewDataEnd creates an offload.data_end of env.
func NewDataEnd(b *ir.Builder, env *ir.Value, loc ir.Location) DataEndOp {
	return DataEndOp{build(b, DataEndOpName, loc, map[string][]*ir.Value{envGroup: {env}}, nil)}
}

// Async says how a data-motion op or a launch synchronizes: nowait, and
// the depend clause.
type Async struct {
	Nowait  bool
	Depends []Depend
}

// attrsAndVars returns the attributes and the depend_vars of a.
func (a Async) attrsAndVars(ctx *ir.Context) ([]ir.NamedAttribute, []*ir.Value) {
	var attrs []ir.NamedAttribute
	if a.Nowait {
		attrs = append(attrs, ir.NamedAttribute{Name: nowaitAttr, Value: ir.Unit})
	}
	if len(a.Depends) == 0 {
		return attrs, nil
	}
	kinds := make([]ir.Attribute, len(a.Depends))
	vars := make([]*ir.Value, len(a.Depends))
	for i, d := range a.Depends {
		kinds[i], vars[i] = ir.Str(d.Kind), d.Var
	}
	return append(attrs, ir.NamedAttribute{Name: dependKindsAttr, Value: ctx.ArrayAttr(kinds)}), vars
}

// NewDataMotion creates an offload.enter_data, offload.exit_data or
// offload.update (name) of maps.
func NewDataMotion(b *ir.Builder, name string, env Env, maps []*ir.Value, async Async, loc ir.Location) DataMotionOp {
	attrs, deps := async.attrsAndVars(b.Ctx)
	op := build(b, name, loc, map[string][]*ir.Value{
		deviceGroup: optional(env.Device), ifGroup: optional(env.If), mapsGroup: maps, dependVarsGroup: deps,
	}, attrs)
	return DataMotionOp{clauses{op}}
}

// NewDeviceAddr creates an offload.device_addr of entry m of env, of
// pointer type t.
func NewDeviceAddr(b *ir.Builder, env, m *ir.Value, t ir.Type, loc ir.Location) DeviceAddrOp {
	return DeviceAddrOp{build(b, DeviceAddrOpName, loc, map[string][]*ir.Value{envGroup: {env}, mapGroup: {m}}, nil, t)}
}

// NewTranslate creates an offload.translate of ptr on device (nil: the
// default device).
func NewTranslate(b *ir.Builder, ptr, device *ir.Value, loc ir.Location) TranslateOp {
	op := build(b, TranslateOpName, loc, map[string][]*ir.Value{ptrGroup: {ptr}, deviceGroup: optional(device)}, nil, ptr.Type())
	return TranslateOp{clauses{op}}
}

// Launch describes an offload.launch to build: the kernel and its host
// fallback, the arguments, the environment of the map arguments (nil when
// there are none), where it runs, its teams and threads (nil: the
// runtime's choice) and how it synchronizes.
type Launch struct {
	Kernel, HostFallback  string
	Args                  []*ir.Value
	EnvValue              *ir.Value
	Env                   Env
	NumTeams, ThreadLimit *ir.Value
	Async                 Async
}

// NewLaunch creates an offload.launch.
func NewLaunch(b *ir.Builder, l Launch, loc ir.Location) LaunchOp {
	attrs, deps := l.Async.attrsAndVars(b.Ctx)
	attrs = append(attrs,
		ir.NamedAttribute{Name: calleeAttr, Value: ir.SymbolRef(l.Kernel)},
		ir.NamedAttribute{Name: hostFallbackAttr, Value: ir.SymbolRef(l.HostFallback)})
	op := build(b, LaunchOpName, loc, map[string][]*ir.Value{
		argsGroup: l.Args, envGroup: optional(l.EnvValue), deviceGroup: optional(l.Env.Device), ifGroup: optional(l.Env.If),
		numTeamsGroup: optional(l.NumTeams), threadLimitGroup: optional(l.ThreadLimit), dependVarsGroup: deps,
	}, attrs)
	return LaunchOp{op}
}

// NewEntries creates an offload.entries table.
func NewEntries(b *ir.Builder, entries []EntryAttr, loc ir.Location) EntriesOp {
	elems := make([]ir.Attribute, len(entries))
	for i, e := range entries {
		elems[i] = e
	}
	return EntriesOp{build(b, EntriesOpName, loc, nil, []ir.NamedAttribute{{Name: entriesAttr, Value: b.Ctx.ArrayAttr(elems)}})}
}
