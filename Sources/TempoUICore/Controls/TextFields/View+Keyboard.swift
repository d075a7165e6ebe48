import Foundation

// What iOS's on-screen keyboard offers a text field: accepted, so code that sets it runs; a
// desktop's hardware keyboard has no layout, capitalisation or suggestions to change.

/// The on-screen keyboard a field asks for (UIKit's `UIKeyboardType`): accepted.
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// The default keyboard.
  case `default`
  /// ASCII letters.
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  /// For URLs.
  case URL
  /// Digits 0–9.
  case numberPad
  /// A phone's keypad.
  case phonePad
  /// Names and phone numbers.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For social posts.
  case twitter
  /// For web searches.
  case webSearch
  /// ASCII digits 0–9.
  case asciiCapableNumberPad
}

/// What a field's text is, for the keyboard's suggestions (UIKit's `UITextContentType`):
/// accepted.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  /// The type's name.
  public let rawValue: String

  /// The type named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A phone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
}

/// How the keyboard capitalises typed text (SwiftUI's `TextInputAutocapitalization`):
/// accepted.
public struct TextInputAutocapitalization: Hashable, Sendable {
  private let name: String

  /// No capitalisation.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Each word's first letter.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Each sentence's first letter.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
  /// Asks for an on-screen keyboard: accepted.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Says what the fields' text is, for suggestions: accepted.
  public func textContentType(_ type: UITextContentType?) -> some View { self }

  /// Sets how typed text is capitalised: accepted (text is kept as typed).
  public func textInputAutocapitalization(_ style: TextInputAutocapitalization?) -> some View {
    self
  }

  /// Turns autocorrection off: accepted (TempoUI never corrects).
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Turns autocorrection off (deprecated in SwiftUI): accepted.
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}
