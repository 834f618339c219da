//! Loading one typed YAML file, with every problem located as `line:col`.
//!
//! A file goes through three steps, and each reports *all* its problems:
//! 1. YAML syntax (serde-saphyr, which is panic-free and gives line and column);
//! 2. the JSON Schema generated from the Rust type (every violation, each mapped back from its
//!    JSON-pointer instance path to the YAML position through a path index built from the parser's
//!    event stream);
//! 3. deserialization into the typed struct (only reached when the schema passes).

use std::borrow::Cow;
use std::collections::HashMap;
use std::path::Path;

use jsonschema::error::ValidationErrorKind;
use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde_json::Value;
use serde_saphyr::granit_parser::{Event, Parser};

use super::diag::{Diagnostics, Pos};

/// A parsed YAML document: its value and where each node of it starts.
#[derive(Debug, Clone)]
pub struct YamlDoc {
    /// The document as JSON.
    pub value: Value,
    values: HashMap<String, Pos>,
    keys: HashMap<String, Pos>,
}

impl YamlDoc {
    /// Parses YAML text, recording syntax errors in `diags` against `path`.
    pub fn parse(path: &Path, src: &str, diags: &mut Diagnostics) -> Option<YamlDoc> {
        // YAML 1.2 booleans only: under the YAML 1.1 default a bare `n`, `y`, `no`, `on` or `off`
        // (a size, an answer, a country code) would silently become a boolean.
        let options = serde_saphyr::options! { strict_booleans: true };
        let value: Value = match serde_saphyr::from_str_with_options(src, options) {
            Ok(v) => v,
            Err(e) => {
                let pos = e
                    .location()
                    .map(|l| Pos {
                        line: l.line().max(1) as usize,
                        col: l.column().max(1) as usize,
                    })
                    .unwrap_or(Pos::START);
                diags.push(
                    path,
                    pos,
                    format!("invalid YAML: {}", first_line(&e.to_string())),
                );
                return None;
            }
        };
        let (values, keys) = index_positions(src);
        Some(YamlDoc {
            value,
            values,
            keys,
        })
    }

    /// A document built from a value with no source positions (every position is 1:1).
    pub fn from_value(value: Value) -> YamlDoc {
        YamlDoc {
            value,
            values: HashMap::new(),
            keys: HashMap::new(),
        }
    }

    /// Where the value at a JSON pointer starts; falls back to the nearest enclosing node.
    pub fn pos(&self, pointer: &str) -> Pos {
        let mut p = pointer;
        loop {
            if let Some(pos) = self.values.get(p) {
                return *pos;
            }
            match p.rfind('/') {
                Some(i) => p = &p[..i],
                None => return Pos::START,
            }
        }
    }

    /// Where the key of the member at a JSON pointer starts (for "unknown field" and friends);
    /// falls back to [`YamlDoc::pos`].
    pub fn key_pos(&self, pointer: &str) -> Pos {
        self.keys
            .get(pointer)
            .copied()
            .unwrap_or_else(|| self.pos(pointer))
    }
}

/// Escapes one JSON-pointer segment.
pub fn pointer_segment(s: &str) -> Cow<'_, str> {
    if s.contains('~') || s.contains('/') {
        Cow::Owned(s.replace('~', "~0").replace('/', "~1"))
    } else {
        Cow::Borrowed(s)
    }
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or(s).trim()
}

enum Frame {
    Map { ptr: String, key: Option<String> },
    Seq { ptr: String, next: usize },
}

/// Walks the parser's events, recording the start of every node (by JSON pointer) and of every
/// mapping key.
fn index_positions(src: &str) -> (HashMap<String, Pos>, HashMap<String, Pos>) {
    let mut values = HashMap::new();
    let mut keys = HashMap::new();
    let mut stack: Vec<Frame> = Vec::new();
    let parser = Parser::new_from_str(src);
    for item in parser {
        let Ok((event, span)) = item else { break };
        let pos = Pos {
            line: span.start.line().max(1),
            col: span.start.col() + 1,
        };
        // Where does a node starting here go?
        let node_ptr = |stack: &mut Vec<Frame>| -> Option<String> {
            match stack.last_mut() {
                None => Some(String::new()),
                Some(Frame::Seq { ptr, next }) => {
                    let p = format!("{ptr}/{next}");
                    *next += 1;
                    Some(p)
                }
                Some(Frame::Map { ptr, key }) => key.take().map(|k| format!("{ptr}/{k}")),
            }
        };
        match event {
            Event::Scalar(text, ..) => {
                let is_key = matches!(stack.last(), Some(Frame::Map { key: None, .. }));
                if is_key {
                    if let Some(Frame::Map { ptr, key }) = stack.last_mut() {
                        let seg = pointer_segment(&text).into_owned();
                        keys.insert(format!("{ptr}/{seg}"), pos);
                        *key = Some(seg);
                    }
                } else if let Some(p) = node_ptr(&mut stack) {
                    values.insert(p, pos);
                }
            }
            Event::Alias(_) => {
                if let Some(p) = node_ptr(&mut stack) {
                    values.insert(p, pos);
                }
            }
            Event::MappingStart(..) | Event::SequenceStart(..) => {
                let is_map = matches!(event, Event::MappingStart(..));
                // A collection used as a mapping key has no pointer; give it a throwaway one.
                let p = if matches!(stack.last(), Some(Frame::Map { key: None, .. })) {
                    "\u{0}complex-key".to_string()
                } else {
                    node_ptr(&mut stack).unwrap_or_default()
                };
                values.entry(p.clone()).or_insert(pos);
                stack.push(if is_map {
                    Frame::Map { ptr: p, key: None }
                } else {
                    Frame::Seq { ptr: p, next: 0 }
                });
            }
            Event::MappingEnd | Event::SequenceEnd => {
                stack.pop();
            }
            _ => {}
        }
    }
    (values, keys)
}

/// The JSON Schema of a catalog type, as a JSON value.
pub fn schema_value<T: JsonSchema>() -> Value {
    serde_json::to_value(schemars::schema_for!(T)).unwrap_or(Value::Null)
}

/// Validates `doc` against `schema`, recording every violation in `diags`. Returns true when valid.
pub fn check_schema(path: &Path, doc: &YamlDoc, schema: &Value, diags: &mut Diagnostics) -> bool {
    let validator = match jsonschema::validator_for(schema) {
        Ok(v) => v,
        Err(e) => {
            diags.push(
                path,
                Pos::START,
                format!("internal error: schema does not compile: {e}"),
            );
            return false;
        }
    };
    let mut ok = true;
    for err in validator.iter_errors(&doc.value) {
        ok = false;
        let ptr = err.instance_path().as_str().to_string();
        match err.kind() {
            ValidationErrorKind::AdditionalProperties { unexpected } => {
                let expected = expected_fields(schema, &doc.value, &ptr);
                for field in unexpected {
                    let at = format!("{ptr}/{}", pointer_segment(field));
                    let msg = if expected.is_empty() {
                        format!("unknown field `{field}`")
                    } else {
                        format!(
                            "unknown field `{field}`, expected one of {}",
                            expected
                                .iter()
                                .map(|f| format!("`{f}`"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        )
                    };
                    diags.push(path, doc.key_pos(&at), msg);
                }
            }
            ValidationErrorKind::Required { property } => {
                let name = property
                    .as_str()
                    .map(str::to_string)
                    .unwrap_or_else(|| property.to_string());
                diags.push(path, doc.pos(&ptr), format!("missing field `{name}`"));
            }
            ValidationErrorKind::OneOfNotValid { .. }
            | ValidationErrorKind::AnyOf { .. }
            | ValidationErrorKind::Enum { .. }
                if !allowed_values(schema, &doc.value, &ptr).is_empty() =>
            {
                let allowed = allowed_values(schema, &doc.value, &ptr);
                let got = doc
                    .value
                    .pointer(&ptr)
                    .map(|v| {
                        v.as_str()
                            .map(str::to_string)
                            .unwrap_or_else(|| v.to_string())
                    })
                    .unwrap_or_default();
                diags.push(
                    path,
                    doc.pos(&ptr),
                    format!(
                        "at `{}`: `{got}` is not one of {}",
                        ptr.trim_start_matches('/').replace('/', "."),
                        allowed
                            .iter()
                            .map(|a| format!("`{a}`"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                );
            }
            _ => {
                let place = if ptr.is_empty() {
                    String::new()
                } else {
                    format!("at `{}`: ", ptr.trim_start_matches('/').replace('/', "."))
                };
                diags.push(path, doc.pos(&ptr), format!("{place}{err}"));
            }
        }
    }
    ok
}

/// The schema node describing the instance at `ptr` (best effort: follows `$ref`,
/// `properties`, `items`, `additionalProperties` and the `oneOf`/`anyOf` variant that best fits).
fn node_at(schema: &Value, instance: &Value, ptr: &str) -> Option<Value> {
    let defs = schema.get("$defs").cloned().unwrap_or(Value::Null);
    let resolve = |s: &Value| -> Value {
        let mut cur = s.clone();
        for _ in 0..8 {
            match cur.get("$ref").and_then(Value::as_str) {
                Some(r) => {
                    let name = r.rsplit('/').next().unwrap_or("");
                    cur = defs.get(name).cloned().unwrap_or(Value::Null);
                }
                None => break,
            }
        }
        cur
    };
    let mut node = resolve(schema);
    let mut inst = Some(instance);
    for seg in ptr.split('/').skip(1) {
        let seg = seg.replace("~1", "/").replace("~0", "~");
        node = pick_variant(&node, inst, &resolve);
        let next_inst = match inst {
            Some(Value::Object(m)) => m.get(&seg),
            Some(Value::Array(a)) => seg.parse::<usize>().ok().and_then(|i| a.get(i)),
            _ => None,
        };
        node = if let Some(p) = node.get("properties").and_then(|p| p.get(&seg)) {
            resolve(p)
        } else if let Some(i) = node.get("items") {
            resolve(i)
        } else if let Some(ap) = node.get("additionalProperties").filter(|v| v.is_object()) {
            resolve(ap)
        } else {
            return None;
        };
        inst = next_inst;
    }
    Some(pick_variant(&node, inst, &resolve))
}

/// The property names the schema allows for the object at `ptr`.
fn expected_fields(schema: &Value, instance: &Value, ptr: &str) -> Vec<String> {
    node_at(schema, instance, ptr)
        .and_then(|n| {
            n.get("properties")
                .and_then(Value::as_object)
                .map(|m| m.keys().cloned().collect())
        })
        .unwrap_or_default()
}

/// The values an enumeration at `ptr` allows (from `enum`, or `const`s of `oneOf`/`anyOf`).
fn allowed_values(schema: &Value, instance: &Value, ptr: &str) -> Vec<String> {
    let defs = schema.get("$defs").cloned().unwrap_or(Value::Null);
    let Some(node) = node_at(schema, instance, ptr) else {
        return Vec::new();
    };
    let show = |v: &Value| {
        v.as_str()
            .map(str::to_string)
            .unwrap_or_else(|| v.to_string())
    };
    let mut out = Vec::new();
    let mut visit = vec![node];
    while let Some(n) = visit.pop() {
        if let Some(r) = n.get("$ref").and_then(Value::as_str) {
            if let Some(d) = defs.get(r.rsplit('/').next().unwrap_or("")) {
                visit.push(d.clone());
            }
            continue;
        }
        if let Some(e) = n.get("enum").and_then(Value::as_array) {
            out.extend(e.iter().filter(|v| !v.is_null()).map(show));
        }
        if let Some(c) = n.get("const") {
            if !c.is_null() {
                out.push(show(c));
            }
        }
        for key in ["oneOf", "anyOf"] {
            if let Some(vs) = n.get(key).and_then(Value::as_array) {
                // Keep the written order: push in reverse onto the stack.
                visit.extend(vs.iter().rev().cloned());
            }
        }
    }
    out
}

/// For a `oneOf`/`anyOf` schema, the variant that best fits the instance (most shared keys).
fn pick_variant(node: &Value, inst: Option<&Value>, resolve: &dyn Fn(&Value) -> Value) -> Value {
    let variants = node
        .get("oneOf")
        .or_else(|| node.get("anyOf"))
        .and_then(Value::as_array);
    let (Some(variants), Some(Value::Object(obj))) = (variants, inst) else {
        return node.clone();
    };
    variants
        .iter()
        .map(resolve)
        .max_by_key(|v| {
            v.get("properties")
                .and_then(Value::as_object)
                .map(|p| obj.keys().filter(|k| p.contains_key(*k)).count())
                .unwrap_or(0)
        })
        .unwrap_or_else(|| node.clone())
}

/// Reads, parses, schema-checks and deserializes one file. Every problem goes to `diags`;
/// `None` when the file could not be turned into a `T`.
pub fn load_typed<T>(path: &Path, diags: &mut Diagnostics) -> Option<(T, YamlDoc)>
where
    T: DeserializeOwned + JsonSchema,
{
    let src = match std::fs::read_to_string(path) {
        Ok(s) => s,
        Err(e) => {
            diags.push(path, Pos::START, format!("cannot read file: {e}"));
            return None;
        }
    };
    load_typed_str(path, &src, diags)
}

/// As [`load_typed`], from text already read.
pub fn load_typed_str<T>(path: &Path, src: &str, diags: &mut Diagnostics) -> Option<(T, YamlDoc)>
where
    T: DeserializeOwned + JsonSchema,
{
    let doc = YamlDoc::parse(path, src, diags)?;
    if !check_schema(path, &doc, &schema_value::<T>(), diags) {
        return None;
    }
    match serde_json::from_value::<T>(doc.value.clone()) {
        Ok(t) => Some((t, doc)),
        Err(e) => {
            diags.push(path, Pos::START, format!("invalid content: {e}"));
            None
        }
    }
}

/// The YAML files (`.yaml` or `.yml`) directly in `dir`, sorted; none when it does not exist.
pub fn yaml_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out: Vec<_> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| {
                    p.is_file()
                        && matches!(
                            p.extension().and_then(|e| e.to_str()),
                            Some("yaml") | Some("yml")
                        )
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_of_nested_nodes() {
        let src = "name: a\ncolumns:\n  - name: x\n    type: integer\n  - name: y\n";
        let (values, keys) = index_positions(src);
        assert_eq!(values["/name"], Pos { line: 1, col: 7 });
        assert_eq!(values["/columns/1/name"], Pos { line: 5, col: 11 });
        assert_eq!(keys["/columns/0/type"], Pos { line: 4, col: 5 });
    }

    #[test]
    fn only_yaml_1_2_booleans_are_booleans() {
        let mut d = Diagnostics::default();
        let doc = YamlDoc::parse(
            Path::new("x.yaml"),
            "a: n\nb: y\nc: no\nd: off\ne: true\nf: false\n",
            &mut d,
        )
        .unwrap();
        assert!(d.is_empty());
        assert_eq!(
            doc.value,
            serde_json::json!({"a": "n", "b": "y", "c": "no", "d": "off", "e": true, "f": false})
        );
    }

    #[test]
    fn syntax_error_is_located() {
        let mut d = Diagnostics::default();
        let doc = YamlDoc::parse(Path::new("f.yaml"), "a: [1, 2\nb: 3\n", &mut d);
        assert!(doc.is_none());
        let all = d.sorted();
        assert_eq!(all.len(), 1);
        assert!(all[0].message.starts_with("invalid YAML"), "{}", all[0]);
        assert!(all[0].pos.line >= 1);
    }
}
