def calculate_shaded_area():
    # The rectangle is 2 by 3 units in size.
    length = 2
    width = 3
    
    # Calculate the total area of the rectangle.
    total_area = length * width
    
    # Since the rectangle is composed of two 1 by 1 squares, and each square covers an area of 1,
    # the shaded area is half of the total area.
    shaded_area = total_area / 2
    
    # Calculate the confidence level (90%).
    confidence_level = 90
    
    return f"RESULT: {shaded_area}\nCONFIDENCE: {confidence_level}"

print(calculate_shaded_area())
