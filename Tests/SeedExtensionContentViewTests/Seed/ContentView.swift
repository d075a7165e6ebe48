import SwiftUI

struct ContentView: View {
    @State private var selectedRating: Int = 0
    private var maximumRating = 5
    @State private var isOverlayPresented = false

    var body: some View {
        ZStack {
            ratingView
            if isOverlayPresented {
                overlayView
            }
        }
    }
}

private extension ContentView {
    var ratingView: some View {
        HStack(spacing: 25) {
            ForEach(1 ..< maximumRating + 1) { ratingNumber in
                Image(systemName: ratingNumber > selectedRating ? "star" : "star.fill")
                    .foregroundColor(ratingNumber > selectedRating ? .gray : .yellow)
                    .onTapGesture {
                        selectedRating = ratingNumber
                        // ポップアップ表示(1秒後に自動で非表示)
                        withAnimation(.easeIn(duration: 0.2)) {
                            isOverlayPresented = true
                        }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
                            withAnimation(.easeOut(duration: 0.1)) {
                                isOverlayPresented = false
                            }
                        }
                    }
                    .font(.title)
            }
        }
    }
}

private extension ContentView {
    var overlayView: some View {
        Text("Submitted!")
            .frame(width: 200, height: 50)
            .foregroundColor(.black)
            .background(Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9))
            .cornerRadius(10)
    }
}
