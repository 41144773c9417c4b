//! The string values of anything serializable, as its JSON would hold them, visited without
//! writing the JSON: the conformance checks look for secrets in every view of millions of
//! games, and writing each view as text (escaping, copying) and scanning it back was most
//! of that check's cost.
//!
//! A string value is what serde_json writes as a JSON string that is not an object key:
//! strings, chars and the names of unit variants. Object keys, struct field names and the
//! names of variants that carry data are keys in JSON, so they are skipped.

use serde::ser::{self, Serialize};
use std::fmt;

/// Calls `f` with every string value of `value`, in the order its JSON would hold them.
/// Panics if `value` cannot be serialized.
pub fn each_string_value<T: Serialize + ?Sized>(value: &T, f: &mut dyn FnMut(&str)) {
    if let Err(e) = value.serialize(&mut Visit { f }) {
        panic!("the value does not serialize: {e}")
    }
}

struct Visit<'f> {
    f: &'f mut dyn FnMut(&str),
}

/// A value's own serialization error (`serde::ser::Error::custom`).
#[derive(Debug)]
struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

/// Serializer methods for values JSON writes without a string: nothing to visit.
macro_rules! no_string {
    ($($method:ident($($t:ty)?)),* $(,)?) => {
        $(fn $method(self $(, _: $t)?) -> Result<(), Error> { Ok(()) })*
    };
}

impl<'a, 'f> ser::Serializer for &'a mut Visit<'f> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    no_string!(serialize_bool(bool), serialize_i8(i8), serialize_i16(i16), serialize_i32(i32), serialize_i64(i64), serialize_i128(i128),
        serialize_u8(u8), serialize_u16(u16), serialize_u32(u32), serialize_u64(u64), serialize_u128(u128), serialize_f32(f32), serialize_f64(f64),
        serialize_bytes(&[u8]), serialize_none(), serialize_unit(), serialize_unit_struct(&'static str));

    fn serialize_char(self, v: char) -> Result<(), Error> {
        (self.f)(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        (self.f)(v);
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<(), Error> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(self, _: &'static str, _: u32, _: &'static str, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self, Error> {
        Ok(self)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self, Error> {
        Ok(self)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self, Error> {
        Ok(self)
    }
    fn serialize_tuple_variant(self, _: &'static str, _: u32, _: &'static str, _: usize) -> Result<Self, Error> {
        Ok(self)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self, Error> {
        Ok(self)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, Error> {
        Ok(self)
    }
    fn serialize_struct_variant(self, _: &'static str, _: u32, _: &'static str, _: usize) -> Result<Self, Error> {
        Ok(self)
    }
}

/// The compound serializers: every element, field and map value is visited; map keys and
/// field names are not.
macro_rules! compound {
    ($($trait:ident :: $method:ident ($($key:ty)?)),* $(,)?) => {
        $(impl<'a, 'f> ser::$trait for &'a mut Visit<'f> {
            type Ok = ();
            type Error = Error;
            fn $method<T: Serialize + ?Sized>(&mut self, $(_: $key,)? value: &T) -> Result<(), Error> {
                value.serialize(&mut **self)
            }
            fn end(self) -> Result<(), Error> {
                Ok(())
            }
        })*
    };
}

compound!(
    SerializeSeq::serialize_element(),
    SerializeTuple::serialize_element(),
    SerializeTupleStruct::serialize_field(),
    SerializeTupleVariant::serialize_field(),
    SerializeStruct::serialize_field(&'static str),
    SerializeStructVariant::serialize_field(&'static str),
);

impl<'a, 'f> ser::SerializeMap for &'a mut Visit<'f> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, _: &T) -> Result<(), Error> {
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(&mut **self)
    }
    fn end(self) -> Result<(), Error> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;
    use std::collections::BTreeMap;

    #[derive(Serialize)]
    #[serde(rename_all = "kebab-case")]
    enum Shape {
        Plain,
        Wrapped(String),
        Pair(char, u8),
        Named { inner: Option<&'static str>, skipped: Option<&'static str> },
    }

    #[derive(Serialize)]
    struct View {
        hand: Vec<&'static str>,
        shapes: Vec<Shape>,
        by_name: BTreeMap<&'static str, &'static str>,
        by_seat: BTreeMap<u8, (bool, f64, Option<&'static str>)>,
        #[serde(skip_serializing_if = "Option::is_none")]
        hidden: Option<&'static str>,
        #[serde(flatten)]
        extra: BTreeMap<String, serde_json::Value>,
    }

    #[test]
    fn string_values_are_those_of_the_json_keys_skipped() {
        let view = View {
            hand: vec!["SA", "H10"],
            shapes: vec![Shape::Plain, Shape::Wrapped("w".into()), Shape::Pair('c', 3), Shape::Named { inner: Some("i"), skipped: None }],
            by_name: BTreeMap::from([("key", "value"), ("a\"b", "x\"y")]),
            by_seat: BTreeMap::from([(2, (true, 1.5, Some("seat"))), (3, (false, 0.0, None))]),
            hidden: None,
            extra: BTreeMap::from([("more".to_string(), serde_json::json!([1, "deep", { "k": "v" }]))]),
        };
        let mut visited = Vec::new();
        each_string_value(&view, &mut |s| visited.push(s.to_string()));
        assert_eq!(visited, ["SA", "H10", "plain", "w", "c", "i", "x\"y", "value", "seat", "deep", "v"]);
    }

    #[test]
    fn a_value_that_cannot_serialize_is_named_in_the_panic() {
        struct Broken;
        impl Serialize for Broken {
            fn serialize<S: ser::Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
                Err(ser::Error::custom("broken on purpose"))
            }
        }
        let caught = std::panic::catch_unwind(|| each_string_value(&vec![Broken], &mut |_| {})).unwrap_err();
        assert!(caught.downcast_ref::<String>().is_some_and(|m| m.contains("broken on purpose")));
    }
}
